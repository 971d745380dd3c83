:- use_module(library(lists)).
0.75::e0(3).
e0(2).
0.3::e0(3); 0.2::e0(1); 0.1::e0(2).
0.4::e1(2,2).
0.1::e2(3,3); 0.1::e2(2,2).
e3(3).
0.3::e3(2); 0.2::e3(1).
p00(2,X) :- e3(Y), between(1,3,X), \+ e3(X), \+ e0(X).
P::p01(Y) <- (e0(X), p00(X,X), e0(X), between(1,3,Y)), P is Y / 4.
p10(Y) :- (p11, e0(X), p10(X), between(1,3,Y), compare(O, X, 2), Y @=< 1) ; (p01(X), e3(X), p00(2,X), between(1,3,Y), findall(V, e2(1,V), L), sum_list(L, T), T > 2, Y == Y).
p10(X) :- p10(1), between(1,3,X), call(e2, X, X), W is X + 3, W < 5.
p10(Y) :- p10(Z), p01(Z), p01(Z), between(1,3,Y), Y \== Z, \+ e1(Y,Z).
p11 :- p00(2,3), e2(Y,X), call(p01, X).
0.5::p20(X) :- p20(Z), p00(X,Z), p10(X), X \== X, compare(O, Z, 2).
p20(Y) :- X == 1, e3(X), p11, e3(X), between(1,3,Y), not p10(X).
p21 :- p21, not e1(2,2).
p21 <- p01(3).
p21 <- p01(Z), e1(Y,Z), p21, T =.. [g, Z], T \== g(0), not e0(1).
P::p30(Y) :- (X \== 3, p20(X), p30(X), p11, between(1,3,Y)), P is Y / 4.
p30(2) :- e1(X,Z), p21, e1(X,X).
p30(X) :- p30(Z), e2(Z,Z), e0(Y), between(1,3,X).
p31(Y,Y) <- p01(2), between(1,3,Y), Y =\= 1, W is Y + 1, W < 5.
p31(Y,Y) :- p10(Z), p11, between(1,3,Y).
0.5::p31(X,Y) :- e1(X,Z), p01(3), between(1,3,Y), not p10(1).
query(p30(X)).
query(\+ p21).
