:- use_module(library(lists)).
0.25::e0.
e1(1).
p00(X) :- e1(X), p00(X), p00(Z).
P::p00(Y) <- (p00(Y), p00(1), e1(2), \+ e1(Y)), P is Y / 4.
0.4::p00(Y) :- (p00(X), between(1,3,Y), X @=< f(1), not e1(2)) ; (e0, e1(Z), e0, between(1,3,Y)).
p10(Y) :- e1(X), between(1,3,Y), \+ p00(1).
p11(Y) :- (e0, p10(2), between(1,3,Y), \+ e1(2), Y < 2) ; (p11(X), e1(Z), between(1,3,Y), T =.. [g, X], T \== g(0), \+ e1(Z)).
p11(1) :- e0, e0, call(e1, 1).
p20(X) :- (e0, p00(1), between(1,3,X)) ; (e0, p11(Z), p11(Z), between(1,3,X), \+ p10(Z), findall(V, p10(V), L), length(L, N), N >= 1).
0.75::p20(1) :- p00(Z), p20(Z), p20(Z), compare(O, Z, 2), compare(O, Z, 3).
0.4::p20(Y) <- Y == 2, p11(Y), p10(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
0.6::p21(X) :- p00(X).
0.2::p21(1) :- e0, findall(V, p11(V), L), sum_list(L, T), T > 2, T =.. [g, 1], T \== g(0).
p30(Y) :- X \== 3, p30(3), p10(X), between(1,3,Y).
0.7::p31(Y) :- p31(X), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2, not p00(Y).
p31(3) :- p11(Z), compare(O, Z, 2), W is Z + 2, W < 5.
query(p21(1)).
query(e1(X)).
query(e1(1)).
evidence(p21(2), true).
