:- use_module(library(lists)).
e0(3,3).
0.3::e1(1).
0.1::e1(3).
0.2::e1(1); 0.3::e1(3).
p00 :- e0(Z,X), W is Z + 3, W < 5.
p00 :- e0(Z,X), p00, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.3::p00 :- p00, p00, p01(3,1), T =.. [g, 2], T \== g(0).
0.8::p01(Y,X) :- e1(1), p01(Y,3), between(1,3,X).
p01(X,Y) :- e0(3,Y), e0(Y,Y), e1(Y), between(1,3,X).
P::p10(X,Y) :- (e1(Y), between(1,3,X), W is Y + 1, W < 5, not e0(Y,X)), P is X / 4.
0.75::p10(X,3) :- (e1(1), between(1,3,X), findall(V, e1(V), L), L \= []) ; (p01(Y,X)).
p11(X) :- p01(Z,Z), p00, p11(X).
p11(2) <- p00, e1(Y), p00, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ e1(Y).
p20(Y) :- e1(2), p21(2), between(1,3,Y).
p21(X) :- e1(Z), e1(Y), between(1,3,X).
p21(X) :- e0(Y,Z), between(1,3,X).
query(e1(X)).
query(e0(Y,X)).
query(p11(X)) :- between(1,2,X).
query(\+ p00).
evidence(p20(1), false).
