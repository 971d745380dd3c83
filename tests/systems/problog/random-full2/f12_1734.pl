:- use_module(library(lists)).
0.5::e0(2).
0.8::e1(1).
0.75::e2(2,3).
0.9::e2(2,2).
0.3::e3(1,1); 0.2::e3(2,2).
P::p00(X,Y) :- (e0(1), p01(3), between(1,3,X), between(1,3,Y), Y = X, \+ e2(Y,Y)), P is X / 4.
p00(Y,X) :- e0(Y), between(1,3,X).
0.9::p00(X,X) :- X \== 2, e0(2), p01(Z), e2(Z,Z), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01(Y) :- e3(Z,Y), p01(1), call(e3, Y, Z), findall(V, e0(V), L), length(L, N), N >= 1.
P::p01(Y) :- (e0(Y), e2(Z,Y)), P is Y / 4.
p10(1) :- e3(X,3).
p10(X) :- e0(Y), between(1,3,X).
query(e3(2,X)).
query(e3(2,Y)).
query(p10(Y)).
