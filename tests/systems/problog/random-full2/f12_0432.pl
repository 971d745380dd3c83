:- use_module(library(lists)).
0.6::e0.
0.3::e1(2).
0.2::e1(1); 0.3::e1(3).
0.75::e2(3).
0.3::e2(1).
p00(X,X) :- (p00(Y,2), e0, e2(Z), between(1,3,X), Z >= 1, T =.. [g, Y], T \== g(0)) ; (e1(2), e0, between(1,3,X), X @>= a).
P::p00(Y,1) :- ((p00(1,Y), p01(X), call(e1, 2), findall(V, e1(V), L), L \= []) ; (p00(1,1), e2(1), e0, between(1,3,Y), compare(O, Y, 1), T =.. [g, Y], T \== g(0))), P is Y / 4.
P::p00(X,3) <- ((e2(3), e1(3), between(1,3,X), \+ e0, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (p00(2,X), e2(X), p00(X,X), findall(V, e2(V), L), sum_list(L, T), T > 2, X >= 2)), P is X / 4.
0.75::p01(X) :- e0, e0, e1(X), W is X + 2, W < 5, compare(O, X, 2).
p10(X) :- p01(X), e0, p01(X), X = 1, X >= 2.
p10(X) :- (p00(3,Y), p00(1,3), between(1,3,X), call(p01, Y), compare(O, X, 1)) ; (e1(2), e2(X)).
p10(Y) <- e2(Y), e2(Y), call(e1, Y).
p20(Y,Y) :- X \== 2, e2(3), e1(3), p10(X), between(1,3,Y), not p01(2).
p20(Y,X) :- p20(Z,Z), e2(Z), e0, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5.
p21(X,X) :- (e2(2), between(1,3,X)) ; (p01(Y), e1(Y), p21(Y,3), between(1,3,X)).
p21(1,Y) :- (p01(X), between(1,3,Y)) ; (p00(X,2), between(1,3,Y), compare(O, Y, 1), \+ e2(3)).
query(p10(1)).
query(p20(2,Y)).
evidence(p20(2,3), false).
