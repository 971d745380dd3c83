:- use_module(library(lists)).
0.2::e0(1).
0.1::e0(1); 0.1::e0(2).
0.75::e1(2,3).
e1(3,3).
p00 :- (e1(1,2), T =.. [g, 2], T \== g(0)) ; (e0(Z), Z = 1).
p00 :- e1(2,X), X \= X.
p00 :- e1(3,2), e0(Z), e1(Z,2), findall(V, e1(Z,V), L), sum_list(L, T), T > 2, Z @>= 2.
P::p10(2,Y) <- (e1(X,1), between(1,3,Y), T =.. [g, X], T \== g(0), W is X + 2, W < 5), P is Y / 4.
query(p00).
query(e1(3,2)).
query(p00).
