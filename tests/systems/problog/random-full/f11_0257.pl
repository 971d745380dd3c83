:- use_module(library(lists)).
e0(3).
0.3::e1(3,3); 0.3::e1(2,2); 0.2::e1(1,1).
p00(X) :- (Y \== 1, e0(Y), between(1,3,X)) ; (p00(X), e1(3,X), \+ e0(X)).
0.6::p00(2) :- (p01(Z), p01(Z), e1(Z,X)) ; (e1(Z,2), p01(Z)).
p00(X) :- p01(Y), between(1,3,X), X @< 1.
P::p01(Y) :- (p00(Y), findall(V, e1(Y,V), L), L \= []), P is Y / 4.
P::p10(2,X) :- (p11(1,Z), between(1,3,X), not p01(X), W is Z + 2, W < 5), P is X / 4.
p10(1,X) <- p01(X), p00(2), X =:= 3.
0.75::p10(1,Y) :- (p11(Z,X), p01(2), between(1,3,Y)) ; (p00(Z), e0(1), e1(1,Z), between(1,3,Y), findall(V, p01(V), L), L \= []).
p11(Y,Y) :- (p10(Z,Z), p01(Y), e1(Z,Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p10(X,3), between(1,3,Y), T =.. [g, X], T \== g(0)).
p11(X,3) :- p10(X,X), call(e1, X, X), \+ e1(1,X).
query(p10(3,3)).
query(e1(2,2)).
evidence(p00(1), false).
