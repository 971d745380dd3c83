:- use_module(library(lists)).
0.4::e0.
0.7::e1(1).
0.25::e2.
e3(3,3).
P::p00(Y,X) :- (e3(2,2), e0, between(1,3,X), between(1,3,Y)), P is Y / 4.
p10(X,X) <- p00(3,Y), p11, e2, between(1,3,X), \+ e1(X).
p11 :- e0, e1(Y), e2, call(e1, Y), call(e1, Y).
p11 :- e0, e0, T =.. [g, 2], T \== g(0), \+ e2.
p20 :- (e3(3,2), subquery(e3(1,1), Q), Q > 0.33) ; (p21(3), e0).
p20 :- (p11, call(p10, 1, 3), not e3(2,1)) ; (e3(2,Z)).
p20 :- e0, p11, e3(2,X), \+ e1(X), findall(V, p10(3,V), L), length(L, N), N >= 2.
0.5::p21(1) :- p10(Y,Y), p00(Y,Y), p21(2).
p21(Y) <- e2, p10(3,X), p20, between(1,3,Y).
p30(Y) :- p00(Z,2), between(1,3,Y), \+ e2.
0.5::p30(Y) :- p21(X), p10(X,1), between(1,3,Y), X \== X, \+ e1(Y).
p30(1) :- (p10(Z,Z), W is Z + 2, W < 5) ; (p11).
0.25::p31 :- p30(Z), p11, T =.. [g, Z], T \== g(0).
p31 :- e3(Y,1), e3(Y,Y).
p31 :- (p30(Y), p10(Y,Y), e1(Y)) ; (e0, p11).
0.2::\+p31 :- e3(1,2).
query(p31).
query(e2).
