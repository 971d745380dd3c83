:- use_module(library(lists)).
e0(2,2).
0.7::e0(3,2).
0.1::e0(2,2); 0.3::e0(1,1).
0.6::e1(1,1).
0.1::e1(2,3).
0.2::e1(1,1); 0.2::e1(3,3); 0.3::e1(2,2).
0.25::e2(1,3).
0.25::e2(1,2).
0.8::e2(2,1).
0.25::e3(1,3).
0.3::e3(1,1); 0.2::e3(3,3); 0.2::e3(2,2).
p00(X) :- e2(Y,2), e0(Y,Y), between(1,3,X).
p00(Y) :- p00(Y), p01(1,Y), e2(Y,Y), call(e1, Y, Y).
P::p01(X,1) :- (e1(Z,Y), between(1,3,X), Z = X), P is X / 4.
P::p01(Y,2) :- ((p01(Z,X), between(1,3,Y), W is X + 1, W < 5, T =.. [g, Z], T \== g(0)) ; (Y == 3, e2(Z,2), e3(Z,X), e0(2,1), between(1,3,Y))), P is Y / 4.
p01(X,X) :- p01(1,Y), e1(Y,Z), between(1,3,X), X >= 3, W is Y + 3, W < 5.
P::p10(Y) :- (Y \== 1, e1(2,1), between(1,3,Y), \+ e3(Y,Y)), P is Y / 4.
P::p10(Y) :- (e0(1,Z), e1(Y,X), p00(3), \+ e0(1,2)), P is Y / 4.
p10(Y) :- e2(Z,Z), between(1,3,Y).
p20 :- e2(3,X), p01(Z,X), findall(V, p01(X,V), L), sum_list(L, T), T > 2.
p20 :- e2(Y,Z), p01(2,Y), e3(X,1).
p21 :- e0(Z,Y), e1(X,Z), p20, \+ e0(Y,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p21 :- p21, T =.. [g, 1], T \== g(0).
query(p10(Y)).
query(e0(X,Y)).
evidence(e2(3,2), true).
