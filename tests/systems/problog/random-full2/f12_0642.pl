:- use_module(library(lists)).
0.8::e0(1).
0.3::e0(1); 0.2::e0(3).
0.3::e1(1).
P::p00(X) :- (e0(Y), e1(3), e1(3), between(1,3,X)), P is X / 4.
p01(X,Y) :- p01(3,X), e0(X), e1(X), between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, X], T \== g(0).
0.7::p01(X,Y) :- e0(X), p00(Z), between(1,3,Y), Y @>= 1.
0.5::p10(X) :- e1(1), between(1,3,X), \+ e0(X), W is X + 1, W < 5.
P::p11(X) :- ((p11(3), e0(1), between(1,3,X), X @=< 3, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (Y == 1, p11(2), p10(Y), between(1,3,X))), P is X / 4.
0.3::p11(Y) :- p00(Y), e0(Y), p00(Z).
p11(2) <- e0(X), e1(1), not p00(3).
0.8::p20(X,X) :- Z == 3, e0(X), p00(Z), p01(Z,2), W is X + 1, W < 5.
p20(X,Y) :- p10(X), p01(X,Y), p10(3), findall(V, p11(V), L), L = [], X \= Y.
p20(Y,Y) <- p20(Z,Y), p11(3).
p30(3) :- p00(3).
p31(X) :- p11(3), p00(3), between(1,3,X).
0.6::p31(3) :- p31(3), p30(Y), e1(2), \+ p20(Y,Y), Y >= 2.
query(p01(2,3)).
query(p10(X)).
query(p00(X)).
