:- use_module(library(lists)).
e0(2,3).
0.5::e0(1,3).
0.7::e1.
0.6::e2.
p00(X) <- e1, e0(1,X), p00(X).
p00(2) :- e0(Y,Y), e1, e2, findall(V, e0(Y,V), L), length(L, N), N >= 1, findall(V, e0(3,V), L), sum_list(L, T), T > 2.
p00(3) :- (e0(1,Y), e0(Y,Y), \+ e2, not e0(3,3)) ; (e1, e0(1,2)).
p01(X) :- e1, e0(1,Z), p00(Y), between(1,3,X), T =.. [g, Z], T \== g(0).
P::p10(X) :- (e2, p01(Y), p11(Y), between(1,3,X), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, W is X + 3, W < 5), P is X / 4.
p10(X) :- p00(2), p00(Z), between(1,3,X), W is Z + 1, W < 5.
p10(X) :- e0(Y,3), between(1,3,X), Y \= Y, compare(O, Y, 1).
p11(Y) :- e1, e2, p10(Y), T =.. [g, Y], T \== g(0).
P::p11(X) :- (p11(X), p00(X), p01(X), X < 3), P is X / 4.
0.1::p11(2) :- e0(Z,2), p01(Z), e0(X,Z), Z =\= 1, \+ p00(Z).
p20 <- (e1, p11(Y), p00(X), \+ e0(X,X), compare(O, X, 2)) ; (p10(1), T =.. [g, 2], T \== g(0)).
0.75::p20 :- e1, e2, T =.. [g, 2], T \== g(0), T =.. [g, 2], T \== g(0).
p21(Y) :- e0(Y,X), X \== X.
p21(Y) :- Z == 3, p10(Y), e0(Y,Z), compare(O, Y, 3).
p21(1) :- e2, p01(1), p10(1), not p10(1).
p30(Y) :- p10(2), p10(Y), e1, findall(V, p11(V), L), L = [].
0.3::p31 :- (e2, p31, T =.. [g, 3], T \== g(0)) ; (e1, not p00(1)).
p31 :- p21(3).
query(e1).
query(p10(2)).
query(p31).
query(p21(X)) :- between(1,2,X).
