:- use_module(library(lists)).
0.25::e0(1).
0.3::e1(1).
0.5::e1(2).
0.3::e1(3).
0.1::e1(2); 0.3::e1(1).
p00 :- e1(2), e0(X), e0(2), \+ e0(X), X >= 2.
p00 :- p00, e1(X).
p00 :- e1(X), p00, e0(Z).
p10(X) :- e1(X), p00, X < 3.
p10(X) :- (p11, between(1,3,X), \+ e1(X), X == X) ; (p10(X), X @< 3, \+ p00).
P::p10(Y) :- (p00, between(1,3,Y), findall(V, e0(V), L), L = []), P is Y / 4.
p11 :- p11, p10(2), findall(V, e1(V), L), sum_list(L, T), T > 2.
query(e1(2)).
query(p00).
query(e0(X)) :- between(1,2,X).
query(\+ e1(2)).
