:- use_module(library(lists)).
e0(3,3).
0.2::e1(3,2).
e1(1,1).
e1(3,3).
p00(Y) :- p00(Y), e1(Y,2), p01(1,Y).
p00(Y) :- (e1(X,Y), e1(1,1), e1(Y,Y)) ; (p01(2,X), between(1,3,Y), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0)).
p01(Y,X) :- (e0(Y,3), e1(3,2), p00(Z), between(1,3,X), \+ e1(Z,1)) ; (e1(Z,X), p00(X), between(1,3,Y), \+ e1(Y,3)).
p01(Y,X) :- (e1(Y,1), e0(Z,Y), between(1,3,X), W is X + 1, W < 5) ; (p00(Y), between(1,3,X), \+ e0(X,X), compare(O, X, 1)).
p01(Y,Y) :- p00(X), between(1,3,Y), Y =\= 2.
p10(2) :- p00(X), W is X + 2, W < 5.
p10(Y) <- e0(X,Z), p10(1), between(1,3,Y).
0.8::p10(Y) :- p00(Y), p01(Y,Z).
p20 :- p21(Y), Y @=< a.
p21(Y) :- p10(X), e1(X,X), between(1,3,Y).
p30 :- p10(3), p01(X,Z), e1(Z,1).
query(p00(1)).
query(\+ e0(3,1)).
evidence(p10(2), false).
