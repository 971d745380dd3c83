:- use_module(library(lists)).
e0(3,1).
e0(3,3).
0.3::e0(3,3); 0.3::e0(2,2); 0.2::e0(1,1).
0.75::e1(3).
0.6::e1(1).
e1(2).
0.2::p00(Y) :- e0(X,Y), e0(1,Y), e1(Y).
P::p00(X) :- (e0(Y,Z), e1(Y), between(1,3,X)), P is X / 4.
P::p00(Y) <- (e1(3), p00(X), between(1,3,Y), X == 3, call(e0, 3, 2)), P is Y / 4.
P::p01(Y,Y) :- (e0(1,3), p00(Y), p00(Z), \+ e0(Z,Z)), P is Y / 4.
0.5::p01(X,X) :- p01(Z,X), e0(1,Z).
P::p01(X,X) :- (p01(Z,2), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e1(V), L), L = []), P is X / 4.
p10(Y) :- e1(Z), p01(3,Z), between(1,3,Y), Z @>= 3.
p10(X) <- p10(Z), between(1,3,X).
p11(Y) <- p00(X), e0(Z,X), between(1,3,Y), \+ p00(1).
p11(2) <- p11(1), p00(3), call(e0, 1, 3).
p20(Y) :- p20(X), p20(Z), between(1,3,Y).
P::p20(X) <- (p10(Z), p00(2), between(1,3,X)), P is X / 4.
P::p20(Y) <- (p20(Y), Y =:= 1, compare(O, Y, 2)), P is Y / 4.
0.1::p30(Y) :- p11(Z), p20(Z), e1(1), between(1,3,Y), W is Z + 1, W < 5.
query(e0(Y,2)).
query(\+ e1(2)).
