:- use_module(library(lists)).
0.9::e0.
0.5::e1(3).
0.6::e2.
p00 :- (e1(Z), e1(Z)) ; (e0, e2, findall(V, e1(V), L), L = []).
p00 :- e1(1).
p10 :- (e0, p00, e2) ; (e1(3)).
p10 :- p11(X), e0, \+ e2, compare(O, X, 3).
p10 :- e1(1), p11(Y), not e1(Y), Y == Y.
p11(3) :- p11(1), p11(3), subquery(e1(1), Q), Q < 0.33.
0.2::p11(X) :- e2, between(1,3,X).
p11(Y) :- e0, p00, between(1,3,Y).
\+p11(X) :- e1(X).
query(p11(1)).
query(p00).
query(e1(Y)).
