:- use_module(library(lists)).
0.9::e0(1,1).
0.6::e0(3,1).
0.5::e1(2).
0.2::e1(2); 0.3::e1(3); 0.2::e1(1).
0.9::e2(3).
e3(3,2).
e3(1,2).
0.2::e3(1,1); 0.2::e3(3,3).
p00(Y) :- e1(Z), between(1,3,Y), Y =:= 3, Y < 1.
p00(X) :- p01(Z), between(1,3,X).
P::p01(Y) :- (p01(Z), between(1,3,Y), Y < 1), P is Y / 4.
0.9::p01(Y) :- p00(3), p01(Z), e2(2), between(1,3,Y), findall(V, e0(Y,V), L), L = [].
p10(X) :- e1(Y), e3(Y,Y), between(1,3,X).
p11(X) :- (e2(2), e2(X), \+ e1(2), not e2(2)) ; (e0(X,Y), p00(Y), e0(Y,Z), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(Z,V), L), length(L, N), N >= 2).
p11(Y) :- (e0(1,Y)) ; (e2(Z), between(1,3,Y), findall(V, p01(V), L), L \= [], call(e0, Z, Y)).
0.3::p11(Y) :- p00(X), p00(2), between(1,3,Y).
p20(X) :- p10(X), p01(3), e3(X,X), call(e3, X, X), X @=< 1.
p21(Y) :- e3(1,Y), p10(Z), W is Y + 2, W < 5.
p30(3) :- e3(X,X), p11(Z), e0(Z,Z), X \== Z, \+ p01(X).
query(p11(2)).
query(p10(2)).
query(e0(X,X)) :- between(1,2,X).
