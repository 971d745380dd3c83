:- use_module(library(lists)).
0.6::e0(3).
0.1::e0(2).
e2.
0.75::p00 :- (e1(X), p01(X)) ; (e2).
p00 :- e1(X), e2, e1(X).
p00 :- (p01(2), not e0(2)) ; (e0(Y), e2, e0(3)).
P::p01(X) :- (p00, between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)), P is X / 4.
0.2::p10(X,Y) :- e1(3), between(1,3,X), between(1,3,Y), call(e1, X), findall(V, e1(V), L), L = [].
p10(Y,Y) :- p01(Z), between(1,3,Y), Z >= 1.
P::p11(Y) :- (p00, p11(X), e0(2), between(1,3,Y)), P is Y / 4.
p20 :- p21(X), p01(1), W is X + 1, W < 5.
p20 :- e2.
P::p21(X) <- ((p21(Y), e2, between(1,3,X), findall(V, p10(Y,V), L), length(L, N), N >= 1) ; (p00, p11(3), between(1,3,X))), P is X / 4.
0.2::p21(Y) :- p10(Y,X), p21(2), p00, compare(O, Y, 1).
P::p30(Y,Y) :- (p01(Y), p11(Z), p21(Z), \+ p01(3), Y @=< 2), P is Y / 4.
p30(Y,1) :- e1(X), e2, between(1,3,Y), W is Y + 1, W < 5.
p30(Y,Y) :- p30(X,1), e2, between(1,3,Y), \+ p00, X @=< 1.
query(p10(X,1)).
query(p11(3)).
query(p01(X)).
