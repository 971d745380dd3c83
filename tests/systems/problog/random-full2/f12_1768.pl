:- use_module(library(lists)).
0.7::e0(2,2).
0.6::e0(2,3).
e1(1,2).
0.3::e1(3,3).
e1(1,1).
0.25::e2(3,2).
0.25::e2(2,1).
0.2::e2(3,1).
0.3::e2(2,2); 0.1::e2(1,1); 0.2::e2(3,3).
p00(X,Y) :- e1(Y,X), p01(3), W is X + 3, W < 5, T =.. [g, Y], T \== g(0).
p00(X,X) :- p00(Y,1), between(1,3,X).
p00(X,1) <- e1(Y,3), e0(Y,3), between(1,3,X), T =.. [g, Y], T \== g(0), not e2(Y,X).
p01(X) <- e2(Y,Y), between(1,3,X).
p01(Y) :- p00(X,2), between(1,3,Y).
P::p01(Y) :- ((p01(3), e0(Y,Y), e2(1,Y)) ; (p01(Y))), P is Y / 4.
p10 :- p01(Z), p00(Z,1), W is Z + 2, W < 5, \+ e0(3,Z).
p10 :- p01(Z).
P::p11(Y) :- ((p00(2,Y), p10, p01(X), \+ p00(3,1), Y @=< 3) ; (Y \== 1, p10, e0(Y,Y), p00(3,2), findall(V, p01(V), L), L = [])), P is Y / 4.
p20(X) <- e1(Y,1), between(1,3,X), T =.. [g, Y], T \== g(0).
p20(1) :- p00(2,Y), p10, p20(Y), Y \== Y.
p20(Y) :- p00(2,Y), p11(Y), e2(Y,1), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
0.5::p30(Y) :- p10, p10, p00(1,X), between(1,3,Y).
P::p31(Y,Y) :- (Y \== 1, e1(3,X), p11(X), e1(X,Z), between(1,3,Y)), P is Y / 4.
query(e0(Y,Y)).
query(p11(2)).
query(p00(X,2)).
evidence(p00(3,2), false).
