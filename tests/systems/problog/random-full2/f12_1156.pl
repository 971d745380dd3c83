:- use_module(library(lists)).
0.25::e0(2).
0.8::e1(1).
0.1::e1(1); 0.2::e1(3); 0.1::e1(2).
0.1::e2(2,2).
0.25::e2(3,2).
e2(2,1).
P::p00(Y) :- ((e2(X,X), e0(X), e2(3,Y), \+ e0(X), \+ e2(1,2)) ; (e1(X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2)), P is Y / 4.
p00(X) :- e2(X,Z), Z = 1.
p00(Y) <- e1(2), e1(Y).
P::p10(X,X) :- (e1(Z), p00(X), Z @=< f(1), \+ e0(X)), P is X / 4.
0.8::p11(X,Y) :- (p00(1), between(1,3,X), between(1,3,Y)) ; (p11(Z,X), e1(X), p00(Z), between(1,3,Y)).
P::p11(Y,1) :- ((p00(Y), p11(Z,1), e1(Z), \+ e1(Y)) ; (e0(X), between(1,3,Y), X < 1, Y >= 1)), P is Y / 4.
p11(Y,Y) :- e1(X), e0(X), between(1,3,Y).
p20 :- e0(Y), p00(Y), findall(V, p11(Y,V), L), L = [], findall(V, p10(Y,V), L), sum_list(L, T), T > 2.
query(e0(1)).
query(p00(Y)).
query(p00(Y)).
query(p10(X,X)) :- between(1,2,X).
evidence(e0(1), false).
