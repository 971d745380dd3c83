:- use_module(library(lists)).
0.1::e0(2).
e1.
p00 :- e1, e0(Z), p00.
p01 :- e1, findall(V, e0(V), L), L \= [].
p10 :- (p00, findall(V, e0(V), L), L \= [], findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (p10, p01, p10, not e0(1)).
p11(X) :- (p01, between(1,3,X), W is X + 1, W < 5) ; (p11(2), p11(X)).
p11(X) :- (p10, e1, p01, between(1,3,X), X < 3, call(e0, X)) ; (p11(1), e1, between(1,3,X)).
0.25::p20 :- (p01, T =.. [g, 3], T \== g(0), findall(V, e0(V), L), L = []) ; (e1, p10, p20).
0.75::p21 :- p20, T =.. [g, 2], T \== g(0).
p21 :- (p21, p01) ; (p21, p21, p21).
query(e1).
query(\+ e0(3)).
