:- use_module(library(lists)).
0.8::e0(3).
0.3::e0(1); 0.1::e0(3); 0.3::e0(2).
e1(2,2).
e1(1,2).
p00(Y) :- p01(Z,Z), e1(1,1), e1(3,Z), between(1,3,Y).
p01(Y,Y) :- e1(X,Z), p01(X,Z), e1(Z,X), between(1,3,Y).
p01(Y,X) :- (e1(Z,X), p01(Z,X), between(1,3,Y)) ; (Y \== 1, p00(2), e0(X), p00(3), between(1,3,Y)).
p01(X,Y) :- p01(Z,Z), e1(Z,Z), between(1,3,X), between(1,3,Y).
P::p10(X,X) :- (Z \== 2, e1(Z,1), p01(Z,2), between(1,3,X), \+ p00(Z)), P is X / 4.
p11(Y) :- p01(X,1), between(1,3,Y), Y >= 1.
0.7::p20(2) :- e0(Y), compare(O, Y, 2), Y >= 2.
p20(X) :- p00(X).
p21(X,X) :- p21(Z,Z), e0(Z), between(1,3,X), call(p00, Z).
P::p21(1,Y) :- (p10(Z,2), between(1,3,Y), findall(V, p10(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
query(p10(2,2)).
query(p01(3,2)).
query(\+ p00(1)).
