:- use_module(library(lists)).
0.3::e0.
e1(1,2).
0.6::e1(3,2).
0.2::e1(2,2); 0.2::e1(3,3); 0.1::e1(1,1).
p00 :- p00, p01(X,Z), e0.
p00 :- e1(X,Z), e1(X,3).
p00 :- e0, e0, findall(V, e1(2,V), L), L = [].
P::p01(X,X) :- (p00, between(1,3,X)), P is X / 4.
P::p10(1,Y) <- ((e1(Z,2), p00, p10(Y,Z), W is Y + 3, W < 5) ; (e1(3,X), e1(X,X), between(1,3,Y), findall(V, p01(2,V), L), sum_list(L, T), T > 2, compare(O, X, 3))), P is Y / 4.
p10(2,X) :- p00, between(1,3,X), not e1(3,X), X @=< 3.
p10(Y,X) :- (e1(Y,Z), e1(Z,Z), between(1,3,X), call(e1, 2, X), T =.. [g, X], T \== g(0)) ; (p01(1,1), between(1,3,X), between(1,3,Y)).
0.5::p11 :- p01(3,Y), p01(Y,2), W is Y + 2, W < 5, Y @>= a.
query(e0).
query(e0).
