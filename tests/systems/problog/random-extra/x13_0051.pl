:- use_module(library(lists)).
e0(2).
0.2::e0(2); 0.1::e0(1); 0.1::e0(3).
e1(1).
e2(1,3).
0.6::e2(1,1).
0.3::e2(2,2); 0.1::e2(3,3).
0.25::p00 :- (e2(Z,Z), e1(Z)) ; (e0(1), p00).
p00 :- p00, subquery(e2(2,1), Q), Q < 0.33.
p00 :- e1(3), p00.
p01 :- p00, p00, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p01 <- p01, e2(X,2).
p10 :- e0(2), e1(3), e1(3), \+ e2(1,1).
p10 :- p01, e1(Z).
p20(Y) :- p21(Y), e2(1,Y), T =.. [g, Y], T \== g(0).
p21(X) :- e1(Y), between(1,3,X), W is Y + 1, W < 5, not e1(2).
0.8::\+p21(X) :- e1(X).
query(p20(1)).
query(p21(1)).
