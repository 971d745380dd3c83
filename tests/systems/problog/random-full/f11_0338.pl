:- use_module(library(lists)).
0.8::e0.
0.3::e1(2); 0.3::e1(1).
0.25::p00(2) :- e1(3), p00(Z), \+ e1(Z).
p00(Y) :- p00(X), e1(X), between(1,3,Y).
p10(Y) :- (p00(Z), between(1,3,Y), \+ p00(1), not p00(1)) ; (p10(Z), p11(2), p10(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)).
p11(X) :- X == 2, e0, between(1,3,X), W is X + 1, W < 5.
p11(1) <- p10(Z), e1(Z), Z =:= 1, W is Z + 3, W < 5.
0.2::p11(Y) :- Y \== 3, p10(Y), p11(Y), e1(3), T =.. [g, Y], T \== g(0).
P::p20(Y,2) :- (p21, p11(1), between(1,3,Y), Y < 2), P is Y / 4.
p21 :- (e1(Z), p11(Z), p11(X), Z \== Z, \+ e0) ; (p20(Z,Z), p00(Y), Y \== Z).
0.2::p21 :- (e1(2), p20(Y,X)) ; (p10(X), \+ e0, X >= 1).
P::p30(Y,X) <- (p10(Z), p00(Z), p21, between(1,3,X), between(1,3,Y), findall(V, p20(1,V), L), length(L, N), N >= 2), P is Y / 4.
p30(X,Y) :- p30(Y,Z), p30(Z,Z), p11(1), between(1,3,X), \+ e0.
0.1::p30(X,X) :- p00(2), p31(3), between(1,3,X), W is X + 3, W < 5.
p31(Y) :- p30(X,X), e0, between(1,3,Y), X @=< 1.
query(e0).
query(p21).
