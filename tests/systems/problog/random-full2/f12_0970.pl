:- use_module(library(lists)).
e0(3).
0.3::e0(1); 0.1::e0(2).
0.1::e1(2,3).
e1(3,1).
0.5::e1(3,3).
0.25::e2(2).
0.6::e2(1).
0.3::e2(3); 0.1::e2(1); 0.2::e2(2).
0.3::e3(2).
P::p00(Y) <- ((p00(Z), e2(3), between(1,3,Y), W is Y + 1, W < 5, not e1(3,3)) ; (e1(1,X), between(1,3,Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
P::p00(X) :- (e1(Y,Y), between(1,3,X)), P is X / 4.
p01(Y) :- e2(1), between(1,3,Y), compare(O, Y, 1).
p10(1) :- p00(Z), findall(V, p01(V), L), length(L, N), N >= 1, \+ e2(Z).
p10(Y) :- (e3(Y), T =.. [g, Y], T \== g(0)) ; (e2(3), e1(Y,Z), Y @=< a, W is Y + 1, W < 5).
p20(Y) :- p01(X), p01(Z), p01(X), between(1,3,Y), W is Z + 1, W < 5, \+ e0(2).
query(e2(1)).
query(e1(X,2)).
