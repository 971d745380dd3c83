:- use_module(library(lists)).
0.75::e0(1,1).
0.9::e0(3,2).
e0(1,3).
0.6::e1(3,3).
0.1::e1(3,3); 0.3::e1(1,1); 0.1::e1(2,2).
p00(X) :- (p01(3,1), between(1,3,X), X == X, not e0(3,X)) ; (e1(Y,X), p00(Y), T =.. [g, X], T \== g(0)).
p00(Y) :- (e0(3,X), between(1,3,Y), not e1(Y,X), findall(V, e0(X,V), L), L = []) ; (Y == 2, e0(2,Y), e1(Y,2), findall(V, e0(1,V), L), L \= []).
p00(X) :- (p01(3,Z), e1(3,2), e1(Z,3), between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, W is X + 2, W < 5) ; (p00(2), p00(Y), between(1,3,X), X >= 1).
p01(1,Y) :- p01(X,1), between(1,3,Y), \+ e0(X,Y), Y =:= 3.
P::p01(X,Y) :- (p01(X,1), p00(Y), p00(Y), \+ e1(Y,X), compare(O, X, 3)), P is X / 4.
p10 <- p11(2), p00(Y), p11(Y), \+ e0(2,Y), not e1(Y,Y).
p11(Y) :- e1(Y,1), p10, p01(Y,Y), W is Y + 3, W < 5.
p11(Y) :- p10, between(1,3,Y).
query(e1(1,1)).
query(p00(Y)).
query(p10).
query(p11(X)) :- between(1,2,X).
query(\+ p00(3)).
