:- use_module(library(lists)).
0.5::e0.
0.9::e1(3).
0.2::e1(1).
0.5::e1(2).
0.4::e2(1).
0.3::e2(3); 0.2::e2(2); 0.1::e2(1).
0.2::p00(Y) :- e1(Y), W is Y + 1, W < 5, Y == Y.
p01(X) :- p00(1), e2(2), between(1,3,X), call(e1, 1), call(e2, 3).
p01(X) :- (e1(X), e1(Y), not e1(Y)) ; (e1(1), e0, p01(X), call(e1, 3)).
p01(X) :- (e2(2), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (e2(1), e0, between(1,3,X), X < 1, T =.. [g, X], T \== g(0)).
p10(X) :- e2(X), p10(Z).
P::p10(Y) :- ((p01(3), between(1,3,Y), \+ e2(1), W is Y + 2, W < 5) ; (e1(Z), p01(1), between(1,3,Y), not p01(Z), \+ p01(Y))), P is Y / 4.
p20(2) :- p20(X), not p01(X), \+ p10(X).
0.7::p20(3) :- p21(Y), p10(Y), Y =\= 3.
0.4::p21(X) :- e1(Z), e1(X), not p00(2).
p21(2) :- (p21(Z)) ; (p01(Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, W is Z + 2, W < 5).
0.4::p30(X) :- e2(Z), p00(X).
p31 :- p21(X), X @>= 1, X = X.
query(e1(Y)).
query(p00(3)).
query(p20(1)).
query(e0) :- between(1,2,X).
evidence(p00(2), true).
