:- use_module(library(lists)).
0.3::e0(1).
e1(2,2).
e1(3,1).
0.75::p00 :- p00, not e1(2,2), findall(V, e1(2,V), L), length(L, N), N >= 1.
p10(Y,X) :- (e1(3,2), p11(3), between(1,3,X), between(1,3,Y), \+ p00) ; (p10(2,Y), p00, p11(Z), between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, findall(V, e0(V), L), sum_list(L, T), T > 2).
p10(X,X) :- e1(3,3), between(1,3,X), findall(V, e1(1,V), L), L = [].
p10(Y,X) :- e1(1,X), e0(X), p11(X), between(1,3,Y), T =.. [g, X], T \== g(0).
0.7::p11(Y) :- e1(X,X), between(1,3,Y), Y == X, not e1(Y,Y).
P::p11(Y) :- (p00, between(1,3,Y)), P is Y / 4.
0.3::p11(3) :- (e1(Y,Y), p11(Y), p00, Y >= 1) ; (e1(X,3), p10(X,X)).
query(p11(X)).
