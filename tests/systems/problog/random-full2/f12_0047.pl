:- use_module(library(lists)).
0.1::e0(1).
0.2::e0(3); 0.2::e0(1); 0.3::e0(2).
0.9::e1.
0.1::e2(3).
0.25::p00 :- e2(Z), e0(Z), p01(Z).
p00 :- e0(Y).
0.7::p00 :- e2(Z), e0(Y), e2(Y), call(e2, Z), W is Z + 1, W < 5.
p01(1) <- (p01(1), e0(Z), p01(Y)) ; (p00, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p01(2) :- e0(3), e0(Z), p00, findall(V, e0(V), L), L \= [].
0.9::p10 :- p10, p00, e1, not e0(2).
p10 :- p10, T =.. [g, 3], T \== g(0).
query(p00).
query(e2(1)).
query(p10) :- between(1,2,X).
query(\+ e0(2)).
