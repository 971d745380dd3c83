:- use_module(library(lists)).
0.5::e0.
e1(1).
0.5::e2(3).
P::p00(X) :- ((e1(3), e0, p01(X,3), call(e2, X), T =.. [g, X], T \== g(0)) ; (p01(1,X), p00(X), call(e2, X), X @=< a)), P is X / 4.
0.5::p00(2) :- p00(Z).
P::p00(X) :- (e2(Y), between(1,3,X), call(e2, Y), findall(V, e2(V), L), sum_list(L, T), T > 2), P is X / 4.
p01(Y,X) :- p01(2,Y), e1(Y), between(1,3,X).
p01(Y,X) :- p00(X), e1(X), e2(Z), between(1,3,Y), T =.. [g, Y], T \== g(0).
p10(Y) :- p10(3), e2(Y), e1(Y), \+ p01(2,Y), call(p00, Y).
P::p10(X) :- (X \== 1, p11, e0, between(1,3,X)), P is X / 4.
0.9::p10(3) :- e0, p00(Y), p01(3,Y), \+ e2(3).
p11 <- p00(2), e1(2).
p11 :- p11, p00(X), e0, \+ e1(X).
p20 :- Z == 2, e1(Z), e1(Z), T =.. [g, Z], T \== g(0).
p21(Y) :- p01(1,1), p21(1), between(1,3,Y), Y @=< f(1).
p21(Y) :- e2(3), between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
query(p10(2)).
query(p11).
query(p00(X)) :- between(1,2,X).
