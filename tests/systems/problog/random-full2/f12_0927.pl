:- use_module(library(lists)).
0.75::e0(1,3).
0.75::e0(3,2).
e1(1).
0.2::e1(2); 0.3::e1(1); 0.3::e1(3).
0.4::e2(1).
e2(2).
0.75::e3(1).
0.9::e3(3).
p00(Y) :- e0(1,2), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), L = [].
p01(Y,Y) :- e3(Z), p00(Z), e2(1), between(1,3,Y), W is Z + 3, W < 5, W is Z + 2, W < 5.
p01(1,Y) :- p01(Y,Y), W is Y + 1, W < 5.
p10(2) :- (e2(Y), p00(Y), \+ p00(Y)) ; (e1(Y), findall(V, e3(V), L), L \= [], findall(V, e3(V), L), L = []).
p10(X) :- e1(Y), p11(Y), between(1,3,X).
p10(X) :- p00(X), p11(Z), e2(X), Z == Z, call(p01, X, Z).
p11(X) :- e3(2), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e2(V), L), L \= [].
P::p11(Y) :- (p00(1), e2(Y), p10(Y)), P is Y / 4.
p11(Y) :- p00(1), between(1,3,Y).
query(e1(2)).
