:- use_module(library(lists)).
0.4::e0(3,1).
0.2::e0(1,1).
0.1::e0(1,1); 0.1::e0(3,3).
0.8::e1(3,2).
0.5::e1(3,3).
0.3::e1(1,1); 0.3::e1(3,3); 0.2::e1(2,2).
0.8::e2(1,1).
0.3::e3(2).
P::p00(X) :- ((p00(X), e3(1), not e1(X,X)) ; (e1(X,Y), call(e0, Y, X), findall(V, e0(3,V), L), sum_list(L, T), T > 2)), P is X / 4.
0.7::p00(X) :- p00(X), e3(Z), W is Z + 3, W < 5, X == X.
P::p10(X) :- (e3(Y), p10(1), between(1,3,X), call(e1, Y, 2)), P is X / 4.
P::p10(X) :- (e1(3,Y), between(1,3,X), W is X + 1, W < 5, call(p00, X)), P is X / 4.
p10(1) :- e2(Z,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p20(Y) :- (e0(X,X), between(1,3,Y)) ; (Y == 3, p00(Z), p00(Z), between(1,3,Y), Y \= 1).
P::p20(Y) :- (p00(X), e3(X), e3(X), between(1,3,Y), not p00(2), X < 1), P is Y / 4.
p30 :- p10(2).
p30 :- e2(X,Z), findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
p30 :- e1(X,2), p20(Y), p30, X \= X, findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
query(e1(Y,X)).
query(p20(X)) :- between(1,2,X).
evidence(e1(1,2), false).
