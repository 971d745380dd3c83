:- use_module(library(lists)).
0.4::e0.
e1(3,1).
0.25::e2(2,2).
p00 :- p00, e2(X,Y), T =.. [g, X], T \== g(0), call(e2, Y, 1).
p00 :- e1(1,1), \+ e0.
p00 :- (e2(X,X), p01(X,X), \+ e1(X,X)) ; (e2(Y,1), e1(X,3), e0).
p01(Y,Y) :- e2(3,X), p00, between(1,3,Y), not e2(X,X), Y >= 2.
p01(X,X) :- (e1(Z,3), between(1,3,X), \+ e2(3,X), \+ e2(Z,1)) ; (e1(Y,Y), p00, p00, between(1,3,X), W is X + 1, W < 5, Y @=< f(1)).
P::p01(Y,Y) :- (e2(X,Y), e2(X,X), T =.. [g, X], T \== g(0)), P is Y / 4.
p10 :- p00.
p10 :- p00, p01(X,3), e2(3,X), findall(V, e1(X,V), L), length(L, N), N >= 1.
p20 :- p01(Y,Y), p00.
p21(X) :- (p21(Y), p10, between(1,3,X), call(e2, X, X)) ; (p20, between(1,3,X)).
P::p21(X) :- (p00, p20, between(1,3,X), \+ p10, X \== 2), P is X / 4.
p30(Y,Y) :- (e1(2,3), e1(1,Y), p20) ; (p30(X,Y), compare(O, X, 3), \+ p20).
p30(Y,X) :- p21(Z), between(1,3,X), between(1,3,Y), Z \== Y, \+ e1(X,Y).
p30(3,X) :- p00, p21(Y), p01(Y,2), between(1,3,X).
query(p20).
query(e0).
query(p20).
