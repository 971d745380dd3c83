:- use_module(library(lists)).
0.2::e0.
0.4::e1(2).
0.75::e1(1).
0.1::p00(X) :- e0, p00(Y), between(1,3,X), T =.. [g, X], T \== g(0), not e1(X).
p10(Y,3) :- p00(X), p11(X), between(1,3,Y).
0.2::p10(X,2) :- p11(Z), between(1,3,X), not p00(Z).
p11(X) <- p10(Y,Y), p00(Y), e1(3), between(1,3,X).
P::p11(X) :- (e0, p00(2), e1(Z), between(1,3,X)), P is X / 4.
p11(Y) :- p11(3), e1(Y), p11(Y).
p20(Y) :- p11(Y), p21(Y), p20(2), Y @=< 3.
p20(Y) :- e0, p21(Y), compare(O, Y, 2), findall(V, e1(V), L), length(L, N), N >= 2.
0.75::p20(X) <- p21(3), e1(Y), e1(3), between(1,3,X), call(e1, X).
p21(X) :- p10(Z,X), p20(X), W is Z + 2, W < 5.
p21(X) :- (p10(2,1), p10(Y,Z), e1(Z), between(1,3,X), \+ e1(2)) ; (p10(2,Z), between(1,3,X)).
p21(Y) :- p10(Z,X), p11(Z), between(1,3,Y).
query(e0).
query(p20(2)).
evidence(p00(3), false).
