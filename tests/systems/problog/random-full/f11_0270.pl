:- use_module(library(lists)).
e0(2,3).
e0(1,1).
0.2::e0(3,3); 0.1::e0(1,1); 0.1::e0(2,2).
0.25::e1(3,1).
0.25::e1(1,2).
0.4::e1(2,2).
0.3::e1(1,1); 0.1::e1(2,2).
0.3::e2(3).
p00(Y,X) :- e1(Z,X), between(1,3,Y).
0.8::p00(Y,3) <- Y == 3, e1(X,2), e1(Y,X), \+ e0(Y,2).
p00(1,X) :- (X \== 2, p01(1), e2(1), between(1,3,X), call(e2, 2)) ; (e0(Z,Y), e2(1), p00(Z,X), W is Y + 2, W < 5, not e2(2)).
p01(X) <- e2(3), p01(2), p00(3,X), findall(V, e2(V), L), sum_list(L, T), T > 2, \+ e2(X).
p01(X) :- (e2(Y), e1(Y,Y), between(1,3,X)) ; (p01(Z), p00(Z,Z), e0(Z,2), between(1,3,X), call(e2, 3)).
p10(Y) :- (p00(X,Z), p11, between(1,3,Y), T =.. [g, X], T \== g(0)) ; (Z \== 1, p11, e2(2), e1(1,Z), between(1,3,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2).
p10(Y) :- p01(Y), W is Y + 2, W < 5, call(e0, Y, Y).
0.75::p10(Y) :- (e0(Z,Y)) ; (e2(X), between(1,3,Y), X \== X, findall(V, e0(X,V), L), length(L, N), N >= 1).
p11 :- p10(Z), p00(Z,Y), e0(Y,Z), Y \= Y.
p11 :- p01(Z).
p11 :- e1(X,X), e2(Z), e2(Z), not p00(1,1).
query(e0(X,Y)).
query(p01(X)).
query(p10(3)).
