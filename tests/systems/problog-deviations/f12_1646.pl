:- use_module(library(lists)).
0.9::e0(2).
0.3::e1(1,1).
0.1::e1(2,2).
0.3::e1(3,3); 0.2::e1(2,2).
0.9::e2(1,2).
0.5::e2(3,1).
0.1::e2(2,3).
0.8::p00(3) :- e0(Y), W is Y + 3, W < 5.
p00(3) :- p01(Z), p01(Z), e0(Z), \+ e0(Z).
0.8::p01(2) :- (e0(Y), p01(Y), Y @=< 2, T =.. [g, Y], T \== g(0)) ; (e2(Y,Y), e0(Y), e1(Y,Y), \+ e2(Y,Y), Y =\= 2).
0.9::p01(Y) :- e0(X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e1(Y,Y).
p10(X,Y) :- (e1(X,Z), between(1,3,Y)) ; (p11, e2(X,X), p00(X), between(1,3,Y)).
p11 <- e2(1,2), p10(1,1).
p11 :- e1(Z,1), p11, p11, \+ e0(1), findall(V, p01(V), L), L \= [].
0.2::p11 :- e2(3,Z), e2(Z,2).
P::p20(Y) :- (p20(2), between(1,3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p20(2) :- p11, e2(Z,1), not e2(Z,Z).
query(p20(2)).
evidence(p11, true).
