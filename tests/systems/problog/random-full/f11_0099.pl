:- use_module(library(lists)).
0.6::e0.
0.3::e1(3).
0.1::e1(2).
P::p00(X) :- ((p00(Z), e0, p01(Z), between(1,3,X), X @=< 2, findall(V, e1(V), L), L \= []) ; (p00(Z), p01(Z), between(1,3,X), Z >= 1)), P is X / 4.
p00(3) :- p00(2), e1(1).
P::p00(X) :- (p01(Z), e0, p00(2), between(1,3,X)), P is X / 4.
0.2::p01(X) :- (e1(1), e0, p00(2), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), length(L, N), N >= 1) ; (p00(Z), e1(Z), e1(3), between(1,3,X), W is Z + 3, W < 5).
p01(Y) :- e1(X), e1(X), between(1,3,Y), \+ e1(2), not e1(2).
p01(2) :- p01(X), e1(3), call(e1, 2), X =:= 3.
p10(X) :- X == 1, e1(X), W is X + 2, W < 5.
p10(X) :- e0, between(1,3,X), X @=< 2, T =.. [g, X], T \== g(0).
0.7::p11(1,3) :- (p11(1,X), not e1(X), \+ p01(2)) ; (p10(X), p00(Y), \+ e0).
P::p20(Y) :- ((p00(3), e1(2), between(1,3,Y)) ; (e1(X), between(1,3,Y), Y < 2)), P is Y / 4.
p20(2) :- p11(Y,Y), W is Y + 2, W < 5, compare(O, Y, 2).
P::p20(Y) :- (p00(Z), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2), P is Y / 4.
p21(2,2) :- p00(1), p01(2), T =.. [g, 1], T \== g(0), T =.. [g, 3], T \== g(0).
query(p20(X)).
query(p10(Y)).
query(e1(X)).
