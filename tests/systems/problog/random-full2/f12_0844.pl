:- use_module(library(lists)).
e0(2).
0.1::e0(1); 0.1::e0(3); 0.1::e0(2).
0.4::e1(3).
0.1::e1(2); 0.1::e1(3); 0.1::e1(1).
0.2::e2.
p00(X) :- e1(3), e2, between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p01 :- p00(Z).
p01 :- e0(Y), W is Y + 3, W < 5.
0.6::p10(X) :- e1(Z), e2, between(1,3,X), Z = 3.
0.3::p10(Y) :- e1(X), p10(Y).
0.3::p11 :- (e0(Y), p10(2), Y @=< 1, \+ p00(Y)) ; (e0(Y), p11).
p11 :- e1(X), e0(X), p11, call(e1, X), X \== X.
P::p20(Y,X) :- (p20(Z,Y), between(1,3,X), \+ p01, not e1(1)), P is Y / 4.
p20(X,Y) :- p00(1), between(1,3,X), between(1,3,Y).
P::p21(X) :- (e1(1), e0(X), p00(1)), P is X / 4.
p21(Y) :- e0(Z), between(1,3,Y).
query(p00(2)).
query(p21(X)).
query(e0(Y)).
