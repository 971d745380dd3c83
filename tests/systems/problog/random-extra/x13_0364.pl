:- use_module(library(lists)).
e0(3,1).
e1(2,3).
e1(1,1).
0.75::e1(2,2).
0.2::e2(1).
0.3::e2(2).
0.1::e3(1).
0.2::e3(3).
p00(Y,X) :- p00(Y,2), e3(3), e0(1,Y), between(1,3,X), X == 2, \+ e2(1).
P::p00(X,Y) :- (p00(Z,Z), between(1,3,X), between(1,3,Y), X @=< f(1), T =.. [g, Z], T \== g(0)), P is X / 4.
0.5::p00(Y,Y) :- (e1(2,3), e0(Z,Y), e0(X,Z)) ; (p00(Z,Y), p00(1,Y), compare(O, Y, 2), not e0(Y,Y)).
p10(X) :- (e3(X), subquery(e3(1), Q), Q > 0.33, findall(V, e3(V), L), L = []) ; (p10(3), p10(Y), between(1,3,X), X >= 2).
p10(X) :- (e0(X,Z), Z = Z, T =.. [g, Z], T \== g(0)) ; (e1(Y,1), e0(Y,2), p00(Y,2), between(1,3,X), not p00(X,2), W is Y + 1, W < 5).
p10(Y) :- p00(X,X), between(1,3,Y), W is Y + 1, W < 5.
0.25::p20(Y,3) :- e3(Y), call(p00, Y, Y), Y < 2.
p20(2,X) :- p21, e0(X,Z).
\+p20(Y,3) :- e3(Y).
p21 :- e2(Z), e2(Z), p20(2,Z), call(e3, 2).
0.2::p21 :- (e2(Y)) ; (e2(Y), p10(3), Y @>= a).
p21 :- e3(Y), p10(Y), not e0(Y,Y).
0.25::\+p21 :- e2(3).
query(p21).
query(e1(Y,1)).
query(e1(Y,2)).
