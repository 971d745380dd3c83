:- use_module(library(lists)).
0.75::e0(2).
0.2::e0(2); 0.2::e0(1).
e1(2).
p00 :- e1(Y), e1(Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
p00 <- X == 3, e0(1), e1(X), p00.
0.2::p10 :- p11(Z).
p11(X) :- p10, between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2, compare(O, X, 2).
p11(3) :- p00.
p20(X) <- e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0), W is X + 2, W < 5.
p20(X) :- p10, e1(1), p00, between(1,3,X).
p20(Y) :- e0(X), between(1,3,Y).
p30 :- p10, e0(X), p10, X @=< f(1), not e0(X).
p30 :- (e1(Y), p00, p31(Z,1), call(p11, Z), call(p20, Z)) ; (p00, e1(Z), compare(O, Z, 3)).
p31(Y,Y) <- p11(X), p00, p11(X), between(1,3,Y), X < 1.
p31(Y,X) :- e0(X), e1(1), between(1,3,Y), Y = 1.
query(p30).
query(p00) :- between(1,2,X).
evidence(p10, false).
