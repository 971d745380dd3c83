:- use_module(library(lists)).
0.25::e0(2).
0.6::e0(1).
0.3::e0(2); 0.3::e0(3).
e1.
0.8::e2.
p00(X) :- (e2, between(1,3,X)) ; (e0(Y), e1, e2, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, W is Y + 3, W < 5).
p01 :- (e1, e2, e0(Y), Y @< 3, not e0(Y)) ; (e2, e0(Z), p01, call(e0, Z)).
p01 :- e1.
p01 :- p00(Y), Y == Y.
p10 :- p00(Y), p01, p11(Y), findall(V, p00(V), L), L \= [], \+ p00(Y).
p10 :- Z \== 2, p00(Z), T =.. [g, Z], T \== g(0).
p11(1) :- e2, findall(V, e0(V), L), L \= [], findall(V, e0(V), L), length(L, N), N >= 2.
p11(3) :- p11(1), e2, T =.. [g, 2], T \== g(0), \+ p01.
P::p20(Y) :- ((e0(Y), p01, p01, call(p00, Y), Y = 3) ; (e1, p20(Z), p20(Z), between(1,3,Y), call(p11, Z), not e0(Z))), P is Y / 4.
p20(3) :- (p20(1), p00(X), X < 2) ; (p11(X), e2).
p20(2) :- p01, p11(Z), e0(Z), \+ p00(2).
p21 :- p20(X), p21, p00(Y), \+ p11(1), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
p21 :- p11(Z), e2.
p30 :- (e1, e0(Z), p01) ; (p20(X), p20(1), X @>= a).
p30 :- p00(3), p30.
p30 :- (e2, not e0(2)) ; (e2, p01, e2).
query(p00(3)).
query(p00(3)).
