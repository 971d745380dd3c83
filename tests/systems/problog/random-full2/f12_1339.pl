:- use_module(library(lists)).
e0(2,3).
0.1::e0(3,3); 0.2::e0(1,1).
0.7::e1(2).
0.8::e1(3).
0.3::e1(2); 0.3::e1(3); 0.1::e1(1).
0.7::e2(2).
0.2::e3(1).
0.1::e3(3).
p00(X) :- (p01(X,X), e0(3,X), e1(2), call(e2, X)) ; (p00(Y), e1(Y), e0(Y,3), between(1,3,X), compare(O, X, 2), W is Y + 2, W < 5).
p00(Y) :- p01(2,Z), e3(1), between(1,3,Y), findall(V, e0(Z,V), L), L \= [], findall(V, e2(V), L), length(L, N), N >= 1.
p01(Y,Y) :- e2(X), e1(1), e0(X,X), between(1,3,Y), W is X + 3, W < 5, Y == X.
P::p01(Y,Y) :- ((e2(Y), e0(Y,2), findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e0(Z,2), e2(Z), e1(Z), between(1,3,Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
p01(3,Y) :- e2(Y), e3(2), e1(3), Y >= 1, Y =\= 3.
P::p10(Y) :- (e2(Z), e2(Z), between(1,3,Y), Y =\= 2), P is Y / 4.
p20(Y) :- X == 1, p01(Y,Y), e0(X,Z), p01(X,Z), call(e3, Z).
p20(Y) :- e1(2), e1(Z), e1(Z), between(1,3,Y).
p30(X) :- p10(Y), p01(X,Y), \+ e1(2).
p31(Y,Y) :- (e3(Y), p20(2), p20(Y)) ; (p30(1), between(1,3,Y), findall(V, e0(2,V), L), sum_list(L, T), T > 2, \+ e3(Y)).
p31(X,X) <- p01(X,Z), findall(V, e0(1,V), L), length(L, N), N >= 1.
query(p31(2,1)).
query(p10(Y)).
