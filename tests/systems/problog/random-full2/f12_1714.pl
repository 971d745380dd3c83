:- use_module(library(lists)).
0.8::e0(2,1).
0.9::e0(1,3).
e0(1,1).
0.1::e0(1,1); 0.2::e0(2,2).
0.1::e1(2); 0.2::e1(1).
0.2::e2(1).
e2(2).
0.2::e2(3); 0.3::e2(1); 0.1::e2(2).
p00(X) :- e2(X), \+ e1(3).
0.1::p01(X) :- e2(X), e1(Y).
p01(Y) :- (p00(2), e1(Z), p00(Y), not e0(Z,Y), \+ e0(1,2)) ; (e2(X), e2(Z), p00(Z), between(1,3,Y), X @>= a, findall(V, e1(V), L), L = []).
p01(X) :- p01(Y), e1(Y), e0(Y,1), between(1,3,X).
P::p10(X,3) :- (e2(3), p00(Z), between(1,3,X)), P is X / 4.
P::p11(X) :- ((p10(Y,1), e1(Y), p10(1,Y), between(1,3,X), not p01(X), call(e2, Y)) ; (e2(Y), between(1,3,X), \+ e0(X,2))), P is X / 4.
p11(1) :- p10(2,X), e2(X).
query(p00(Y)).
query(e2(1)).
query(p11(3)).
