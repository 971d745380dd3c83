:- use_module(library(lists)).
0.1::e0(3,3).
0.8::e0(1,2).
e0(3,2).
0.1::e0(3,3); 0.2::e0(1,1).
0.3::e1(3,2).
0.4::e1(3,3).
0.1::e1(2,2); 0.3::e1(3,3); 0.1::e1(1,1).
0.2::e2(2,3).
0.5::e2(3,2).
0.1::e2(1,1); 0.2::e2(3,3); 0.3::e2(2,2).
p00(X) <- p00(Y), e1(Y,Z), e2(Z,Y), between(1,3,X).
P::p01(X) :- ((e2(Y,1), e2(3,1), p01(Y), between(1,3,X), W is Y + 3, W < 5, X < 2) ; (e0(X,1), X =\= 1, X >= 1)), P is X / 4.
p10 :- p10, p00(3), T =.. [g, 3], T \== g(0).
p10 <- X == 3, p00(X), p01(X), X @>= 3.
p11 <- p11.
p11 :- p01(Z), p11, compare(O, Z, 1), \+ e0(1,Z).
p20(Y,Y) :- (e0(Z,Y), p11, p20(Y,Z), W is Y + 3, W < 5, Y == Y) ; (e2(Z,Z), e1(Z,3), p11, between(1,3,Y), compare(O, Y, 1)).
p20(Y,X) :- e1(1,Y), p11, p10, between(1,3,X).
P::p20(X,1) :- ((e2(X,Y), T =.. [g, X], T \== g(0), \+ p10) ; (e2(X,Z), e0(Z,2), X \= X)), P is X / 4.
P::p30(3,X) <- (p01(1), p20(Y,3), e2(Y,Y), between(1,3,X), call(e2, X, 2), findall(V, p00(V), L), sum_list(L, T), T > 2), P is X / 4.
p30(3,X) :- e1(1,2), p00(X), not e1(X,3).
query(e2(2,1)).
query(p01(X)).
query(p10).
