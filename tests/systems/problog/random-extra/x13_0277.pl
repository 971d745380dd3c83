:- use_module(library(lists)).
0.8::e0(2,2).
e0(2,3).
0.1::e0(1,1); 0.2::e0(3,3); 0.2::e0(2,2).
0.75::e1.
e2(1).
0.2::e2(3); 0.2::e2(1); 0.3::e2(2).
p00 <- p00, e2(1).
p00 :- e0(1,3), not e2(2).
p10 :- e0(Y,Y), e2(Y), W is Y + 1, W < 5, compare(O, Y, 2).
0.1::p10 :- p10, e2(X), e2(X).
0.8::p20(X) :- (e0(Z,X), not e0(Z,X), subquery(e0(2,3), Q), Q < 0.33) ; (e1, between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 2, X =\= 1).
P::p20(Y) :- (Y == 2, e1, e1, between(1,3,Y), \+ e1), P is Y / 4.
query(e0(Y,X)).
query(p20(3)).
query(e2(1)).
