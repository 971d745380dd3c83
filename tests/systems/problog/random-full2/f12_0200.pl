:- use_module(library(lists)).
0.25::e0(3,2).
e0(3,3).
0.6::e0(2,1).
0.3::e0(3,1).
0.2::e0(3,3); 0.2::e0(1,1); 0.1::e0(2,2).
0.8::e1(2,3).
0.1::e1(1,2).
0.2::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
0.75::e2(1).
p00(Y,2) :- p00(2,3), p00(Z,Z), e1(X,3), between(1,3,Y), not e1(Y,2).
0.25::p01(X) :- e1(1,Y), e2(Y), e1(3,Y), between(1,3,X).
P::p01(Y) :- (e2(Z), between(1,3,Y), compare(O, Z, 1), Z @< f(1)), P is Y / 4.
p01(X) :- e2(X), e0(1,X), not e2(X), X =\= 3.
p10(Y) :- (p10(X), between(1,3,Y), X >= 3) ; (p00(3,1), e0(Y,Y), findall(V, p01(V), L), length(L, N), N >= 2, call(e2, Y)).
0.75::p10(X) :- (p01(Y), between(1,3,X), \+ e1(Y,X)) ; (e1(Z,Z), p10(1), between(1,3,X), not e2(Z)).
0.1::p10(2) :- p01(2), e2(Z), Z == Z.
0.25::p20(3) :- p20(Y), p00(1,Y), compare(O, Y, 1).
p21 :- e0(Z,X), e0(X,2), e0(X,X).
query(p00(1,1)).
query(p20(3)).
query(\+ p00(3,2)).
