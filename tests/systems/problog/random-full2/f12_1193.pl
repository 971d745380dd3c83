:- use_module(library(lists)).
e0(2,2).
0.3::e1(2).
0.25::e1(1).
e1(3).
0.1::e1(3); 0.3::e1(1).
p00(3,X) :- p00(Z,Y), p00(Z,Z), between(1,3,X), \+ e0(2,2).
p00(X,Y) :- p00(X,X), between(1,3,Y), W is X + 3, W < 5.
p00(Y,Y) :- (Y == 2, p00(3,Z), p01(1), between(1,3,Y), \+ e1(Z)) ; (p01(X), p01(2), between(1,3,Y), findall(V, e0(2,V), L), sum_list(L, T), T > 2).
p01(Y) :- p00(3,2), e1(Y), Y = Y, not e1(Y).
p10 <- e1(X), X @>= 2.
0.5::p10 <- e1(2).
P::p20(X) :- (e1(X), p01(X), p01(X), \+ p10, findall(V, e1(V), L), sum_list(L, T), T > 2), P is X / 4.
p21(Y) :- p21(X), p00(X,3), between(1,3,Y), X = X, Y @>= a.
p30(2) :- p01(Z), p30(3).
0.1::p30(Y) :- (e0(X,X), p00(X,X), e1(X), between(1,3,Y), findall(V, p00(2,V), L), length(L, N), N >= 2, X < 1) ; (p31(Z,Y), e1(Z), e1(Y)).
p30(2) :- (p21(Y), e0(Y,Z), p10) ; (p30(2), p20(X), p30(X), X < 1, T =.. [g, X], T \== g(0)).
0.9::p31(Y,Y) :- p20(Y), p30(Y), T =.. [g, Y], T \== g(0), call(p00, Y, Y).
0.5::p31(Y,X) :- p20(3), e0(Y,Z), e1(3), between(1,3,X).
P::p31(Y,Y) :- (p30(3), p01(1), p10, between(1,3,Y), Y = Y), P is Y / 4.
query(p21(Y)).
query(p10) :- between(1,2,X).
