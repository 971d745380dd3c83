:- use_module(library(lists)).
e0(2,1).
0.1::e0(1,2).
0.2::e1.
0.1::e2.
p00(X) :- e0(Y,Z), e0(1,3), between(1,3,X), not e0(X,X), X @< 2.
p00(1) :- p00(X), p00(Z), \+ e2.
p00(Y) :- p00(Z), p00(Y).
p10(Y,Y) :- Z == 2, p10(X,Z), between(1,3,Y).
p10(2,X) :- (p10(2,2), e1, e0(Z,Z), between(1,3,X), X @=< 1, call(e0, Z, Z)) ; (e1, e0(Y,1), between(1,3,X)).
p10(Y,X) :- (p10(2,1), p00(2), e2, between(1,3,X), between(1,3,Y), Y @>= 3) ; (p11, between(1,3,X), between(1,3,Y), \+ e2).
p11 :- p00(Y), e1, e2, Y =:= 3, findall(V, p00(V), L), L = [].
p11 <- e0(3,Y), p10(Y,Y), W is Y + 3, W < 5.
p11 :- p10(Z,Y), compare(O, Y, 1), Y =:= 3.
p20 :- e1.
p20 :- e2, T =.. [g, 1], T \== g(0).
p20 :- p00(3).
p30(X) <- (p10(X,Y), e2, p20) ; (e1, between(1,3,X), X =:= 3).
p30(Y) :- (p30(Y), e1, p00(Y)) ; (e1, e0(3,Z), e2, between(1,3,Y)).
P::p30(Y) :- (e2, e0(X,1), e2, between(1,3,Y), T =.. [g, Y], T \== g(0), call(p00, X)), P is Y / 4.
query(p30(1)).
query(p00(1)).
