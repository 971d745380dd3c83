:- use_module(library(lists)).
0.75::e0.
e1(1,3).
0.2::e1(3,1).
e1(3,3).
0.3::e2(3,2).
0.4::e3(2,3).
0.75::e3(3,3).
0.3::e3(3,2).
0.6::e3(3,1).
0.3::e3(2,2); 0.1::e3(3,3); 0.1::e3(1,1).
0.7::p00(Y) :- e1(Y,1), e1(Y,1).
p01(Y) :- e3(X,3), p01(X), between(1,3,Y).
p01(2) :- p00(Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, Y < 1.
p10(Y) :- e2(2,Y), e0.
p10(X) :- p00(Z), between(1,3,X), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2, call(e2, 2, 1).
p20(Y) :- e2(3,Z), p10(Z), p00(1), between(1,3,Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, not e2(3,Z).
p20(X) :- (p20(X), X @>= 3, T =.. [g, X], T \== g(0)) ; (p00(Y), p01(Y), between(1,3,X)).
P::p20(Y) :- (X \== 2, e2(X,3), e1(Z,X), e0, between(1,3,Y), findall(V, e1(Z,V), L), L = []), P is Y / 4.
p30(Y,Y) :- (e2(Z,Z), e1(3,Y), e1(Y,Z), Y == 3, call(e1, Y, 2)) ; (e3(Z,Y), p00(2), e0).
P::p30(X,Y) :- (p30(Z,X), p00(2), e2(Y,Z), call(e2, 1, X)), P is Y / 4.
0.75::p30(Y,Y) :- (p01(Z), e2(Z,3), e0, between(1,3,Y)) ; (p30(Z,2), between(1,3,Y)).
p31(X) :- p31(Z), e0, p31(Z), between(1,3,X).
P::p31(X) :- (p01(3), between(1,3,X), T =.. [g, X], T \== g(0), W is X + 2, W < 5), P is X / 4.
p31(Y) :- p30(Z,X), p01(Z), p30(X,X), between(1,3,Y), W is Z + 1, W < 5.
query(e2(2,Y)).
query(e3(X,X)) :- between(1,2,X).
