:- use_module(library(lists)).
0.9::e0(3,3).
0.4::e0(3,2).
0.1::e0(1,1); 0.3::e0(2,2).
0.25::e1(1,1).
0.75::e1(3,3).
0.3::e2(3,1).
0.75::e2(1,3).
0.6::p00 :- e1(Z,X), e1(1,Z).
p00 :- p01(Z,2), p01(1,Z), p01(Z,Z).
p00 :- p01(Z,X), compare(O, Z, 1).
p01(Y,3) :- e2(2,Y), p00, e0(Y,X), compare(O, Y, 1), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
0.6::p01(X,Y) :- Z \== 3, p01(Z,1), between(1,3,X), between(1,3,Y), Y @=< f(1).
p10(Y) <- e2(Z,Y), p00.
P::p10(Y) :- (p01(X,Z), e2(Y,Z), e0(X,X)), P is Y / 4.
p10(Y) :- e0(Y,X), e1(1,Y), p00, \+ p00.
0.2::\+p10(X) :- e2(X,3).
p11(2,Y) <- e2(3,Y), Y == 1.
p11(Y,X) :- (p00, between(1,3,X), between(1,3,Y), Y @< a) ; (e0(Y,Z), e2(Z,Y), between(1,3,X), compare(O, Y, 3), \+ e1(Z,Y)).
query(p10(1)).
query(e2(X,2)).
