:- use_module(library(lists)).
0.7::e0(3).
0.2::e0(1).
e1(2).
0.2::e1(3); 0.3::e1(2).
p00(1,X) :- p01(X), e1(Z), e0(Y), \+ e0(Z).
p01(Y) <- (e0(3), between(1,3,Y)) ; (p01(2), p00(Z,Z), between(1,3,Y), \+ e1(Z), findall(V, e0(V), L), sum_list(L, T), T > 2).
p10(Y) :- (e0(X), between(1,3,Y), findall(V, p00(3,V), L), L = []) ; (p01(Z), e0(3), p00(Z,2), between(1,3,Y)).
P::p10(Y) :- (e0(Z), e1(1), between(1,3,Y), findall(V, p01(V), L), L \= []), P is Y / 4.
p10(Y) :- p10(X), e0(X), p00(2,X), between(1,3,Y), T =.. [g, X], T \== g(0), W is X + 1, W < 5.
query(e1(3)).
query(p00(X,X)) :- between(1,2,X).
