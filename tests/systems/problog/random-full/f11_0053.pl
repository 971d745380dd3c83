:- use_module(library(lists)).
0.1::e0(1).
0.2::e0(2); 0.2::e0(1); 0.2::e0(3).
0.25::e1(1).
0.5::e1(3).
0.6::e2(3).
P::p00(X) :- (e2(X), X @=< a, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p00(Y) :- p00(X), between(1,3,Y), X < 3.
0.3::p00(X) :- e1(X), findall(V, e0(V), L), L = [].
P::p10(Y) :- (e2(3), p10(Z), e1(Z), between(1,3,Y), Z @>= 3), P is Y / 4.
p10(1) :- p00(1), p11, e1(Y), \+ e2(Y), \+ p00(2).
p11 :- p10(3).
p20(X) <- p11, p11, between(1,3,X), not p00(X).
0.8::p21(X,X) :- p10(Y), p11, between(1,3,X).
query(e0(2)).
query(e1(X)).
query(e2(Y)).
