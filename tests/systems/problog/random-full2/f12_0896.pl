:- use_module(library(lists)).
e0(3,1).
e0(1,3).
0.1::e0(3,3); 0.3::e0(2,2).
e1(1).
0.3::e1(1); 0.1::e1(2); 0.1::e1(3).
e2.
p00(2) <- (e2) ; (p01(X,X), call(e0, 2, 2)).
p00(Y) :- e0(Y,Y), e0(Y,Y), e1(Y).
p00(Y) :- e1(Z), between(1,3,Y), \+ e2, \+ e0(Z,Z).
P::p01(Y,Y) :- (e0(Y,X), p00(X), e2, call(e1, Y), W is X + 1, W < 5), P is Y / 4.
p10(X) :- p10(X), p10(Z), findall(V, p00(V), L), L = [], W is Z + 2, W < 5.
p11 :- e2, e0(1,Z), p00(Y), compare(O, Z, 1), Y =:= 1.
p20(X,3) :- (p11, p10(1), p11, between(1,3,X), X @< 1, \+ e1(3)) ; (p21(Y), e2, e2, between(1,3,X)).
p20(Y,X) <- p21(2), between(1,3,X), between(1,3,Y), Y @>= f(1), X =:= 2.
p21(Y) :- p20(Y,2), e0(X,Z), p11, not p10(X), T =.. [g, Y], T \== g(0).
0.8::p21(Y) :- p20(1,1), between(1,3,Y), compare(O, Y, 3).
P::p21(X) :- ((p20(Y,3), p00(Y), between(1,3,X), \+ p11) ; (Y == 3, p01(Z,Y), p10(3), between(1,3,X))), P is X / 4.
p30 :- p20(2,3), p10(X), p11, T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p30 :- e2, p00(1).
query(p20(1,X)).
query(p11).
query(\+ p20(1,1)).
