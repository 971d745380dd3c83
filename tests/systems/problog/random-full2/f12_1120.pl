:- use_module(library(lists)).
0.9::e0(1).
0.1::e0(2); 0.2::e0(1); 0.1::e0(3).
0.75::e1(2,2).
0.9::e1(1,3).
0.8::e1(1,1).
0.3::e1(2,2); 0.2::e1(3,3).
P::p00(X) :- (p01(X,1), call(e1, 2, X), findall(V, e1(X,V), L), sum_list(L, T), T > 2), P is X / 4.
0.2::p00(Y) :- e1(Y,Y), call(e0, Y), \+ e1(Y,Y).
p00(Y) :- e0(1), e0(Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p01(Y,Y) :- Y == 2, p00(3), between(1,3,Y).
P::p01(X,X) :- (e1(Z,Z), between(1,3,X), \+ e1(2,2), Z =:= 3), P is X / 4.
p01(X,Y) :- (e1(Z,Z), e0(X), p00(X), between(1,3,Y)) ; (p01(1,Z), e1(3,Z), p00(Z), between(1,3,X), between(1,3,Y)).
P::p10(Y,Y) :- (e1(1,X), between(1,3,Y)), P is Y / 4.
0.1::p20(Y,2) :- p10(Z,3), between(1,3,Y), \+ p10(1,Z).
p20(X,X) :- (p01(Z,Z), p01(Z,X)) ; (e1(Y,3), p00(1), p00(Y), between(1,3,X), X =:= 2, call(p01, X, 2)).
p30(X) :- (p01(X,Y), p00(Y), \+ p20(Y,Y)) ; (e1(3,Y), between(1,3,X), \+ p00(Y)).
p30(Y) :- e0(X), p10(X,Y), p01(Y,Y).
p30(X) :- e0(Z), between(1,3,X).
query(e1(3,X)).
query(e1(X,X)) :- between(1,2,X).
