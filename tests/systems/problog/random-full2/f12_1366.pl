:- use_module(library(lists)).
0.8::e0(2).
e0(1).
0.1::e0(3).
0.4::e1(1,3).
0.8::e1(3,2).
e2(3).
0.75::p00(X) :- e2(1), between(1,3,X), W is X + 3, W < 5, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p00(X) :- e2(2), between(1,3,X).
p01(Y,X) :- Y == 1, e2(Z), p01(Z,3), e1(Z,Z), between(1,3,X), between(1,3,Y), call(e2, X).
0.25::p01(Y,X) :- (p00(Y), e2(3), e2(X), compare(O, Y, 3)) ; (p00(2), p00(3), between(1,3,X), between(1,3,Y)).
P::p10(Y,Y) :- (p00(Y), Y \== Y, findall(V, p00(V), L), length(L, N), N >= 2), P is Y / 4.
p10(1,X) :- (p00(Z), p01(Z,Z), e0(Z), between(1,3,X), findall(V, p00(V), L), L \= [], \+ p00(X)) ; (e2(Z), between(1,3,X), call(e2, X), T =.. [g, X], T \== g(0)).
0.3::p20(Y) :- p10(X,X), p01(X,1), between(1,3,Y).
p20(X) :- (p21, between(1,3,X), not p10(1,X), X == X) ; (Z == 1, e0(Z), p10(Y,Z), between(1,3,X), findall(V, p01(3,V), L), sum_list(L, T), T > 2).
0.9::p20(3) :- (p10(3,Y), p01(X,Y), e0(Y)) ; (p01(3,3), e0(1), T =.. [g, 2], T \== g(0), T =.. [g, 3], T \== g(0)).
0.6::p21 :- e0(2), call(p01, 1, 1).
p21 :- p01(X,2), p00(X).
p21 :- p10(X,X), p01(X,3), p01(3,X), not p00(X), W is X + 3, W < 5.
p30 :- p30.
p30 :- Z == 3, p01(Z,X), p20(X).
p30 :- e1(Z,Z), e1(Y,Y), \+ p20(Y), call(p00, Y).
query(p30).
query(p00(Y)).
