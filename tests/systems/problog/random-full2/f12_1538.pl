:- use_module(library(lists)).
0.3::e0(1,1).
e1(2).
0.1::e1(1); 0.2::e1(3).
p00(3,X) :- (X == 1, e0(2,Z), between(1,3,X)) ; (e1(X)).
P::p00(Y,X) :- (p00(Z,Z), between(1,3,X), between(1,3,Y), Y @< f(1)), P is X / 4.
p01(X,Y) :- p00(X,X), e1(3), between(1,3,Y), not e0(X,3), Y >= 2.
p01(Y,X) :- p00(X,Y), p01(1,Z).
0.2::p01(Y,Y) :- e0(X,3), between(1,3,Y), call(e1, 3).
p10(Y,X) :- p11, e1(X), between(1,3,Y), X @< 3, findall(V, e0(X,V), L), L \= [].
p10(Y,X) :- e0(Z,3), between(1,3,X), between(1,3,Y), X == Y.
p11 :- e1(X), p10(X,1).
p11 :- e1(3), p00(Z,Z), p11, findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
0.4::p20(Y,2) :- p21(X), between(1,3,Y).
P::p21(X) :- (e0(1,1), p21(X), p10(X,X)), P is X / 4.
p30(X,Y) :- p30(Z,Z), e0(X,2), p30(1,X), between(1,3,Y), \+ p20(2,Y), \+ p00(3,Y).
p30(3,X) :- p00(Y,X), p01(X,3), p21(Z), T =.. [g, Z], T \== g(0), X @=< f(1).
0.1::p31(X) :- Z == 2, e0(2,3), p00(Z,Z), e0(X,Z).
P::p31(X) :- (p31(Z), p10(Z,2), between(1,3,X)), P is X / 4.
query(p21(1)).
