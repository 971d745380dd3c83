:- use_module(library(lists)).
e0(3,3).
0.9::e0(2,2).
0.9::e0(1,2).
0.75::e0(2,1).
e1.
0.3::e2.
0.1::e3(1).
e3(3).
p00(X) :- p00(1), between(1,3,X), X @>= f(1).
p00(Y) <- p00(Y), \+ e3(3).
p00(Y) :- e3(X), p00(X), e3(1), between(1,3,Y), X @< f(1), Y @< f(1).
0.75::p10 :- p10, e3(2), findall(V, e3(V), L), L = [].
p10 :- p10, e0(3,3).
P::p20(Y) :- (p20(X), e0(3,X), between(1,3,Y)), P is Y / 4.
p20(Y) <- p00(Y), findall(V, p00(V), L), L \= [], findall(V, e3(V), L), length(L, N), N >= 1.
P::p20(Y) :- (e0(Z,Z), e3(Z), e0(1,X), between(1,3,Y), Y == Z), P is Y / 4.
p30 :- p30, e3(X), e3(1), findall(V, p00(V), L), length(L, N), N >= 1, \+ p20(X).
p30 :- (e2) ; (e0(2,2), e2, p00(2), T =.. [g, 3], T \== g(0), not e3(3)).
query(p00(1)).
query(\+ p00(1)).
