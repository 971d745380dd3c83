:- use_module(library(lists)).
0.8::e0(2,3).
e1(1,2).
0.1::e1(1,1); 0.2::e1(3,3); 0.2::e1(2,2).
p00(Y,X) :- p00(Y,Y), p00(Y,Z), between(1,3,X), call(e1, 1, Y).
p01(X,Y) :- p01(X,X), between(1,3,Y).
p10(Y) :- e1(Y,3), p11(Y), e1(2,Y), findall(V, p00(Y,V), L), L = [].
0.3::p10(Y) :- e0(Y,Z), e0(Z,Y), e0(Y,3), \+ e0(Z,Y), Z \== Z.
p10(Y) :- e1(Y,X), p11(3).
p11(Y) :- e1(Y,2), p10(Z), Z \= Y, Z =\= 2.
p20 :- (X == 1, p01(3,X), e1(X,X), p20, W is X + 2, W < 5) ; (p20, p00(Y,Y)).
p21(X) :- (p00(Y,X), p21(Y)) ; (p00(X,1), p20, e1(X,X)).
p21(X) :- p11(Z), between(1,3,X), Z @< 2, Z @< 3.
p21(Y) :- (e0(2,3), p00(2,2), p11(Z), between(1,3,Y), \+ p10(Z), \+ p10(1)) ; (p11(2), e1(X,1), p00(2,X), between(1,3,Y)).
p30(X,Y) :- p00(X,3), p30(3,X), p11(Z), between(1,3,Y), findall(V, p21(V), L), sort(L, S), length(S, N), N < 2, \+ p10(Y).
p30(Y,X) :- e0(2,Z), between(1,3,X), between(1,3,Y).
0.2::p30(Y,2) :- (e0(X,X), p21(X), between(1,3,Y)) ; (e1(X,Z), p00(Z,1), between(1,3,Y)).
p31(X) :- p20, between(1,3,X).
query(p00(Y,3)).
query(p11(X)).
evidence(p30(3,3), true).
