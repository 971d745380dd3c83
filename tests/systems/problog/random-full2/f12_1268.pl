:- use_module(library(lists)).
0.1::e0(2,2).
0.75::e0(1,2).
0.3::e0(3,3); 0.2::e0(2,2).
0.3::e1(3,3).
p00(Y) :- p00(Z), between(1,3,Y).
p01(X) :- (e1(Z,Z), e0(1,Z), between(1,3,X)) ; (e1(X,Y)).
p01(X) <- p01(X).
P::p10(Y) :- (p10(Y), Y == Y, Y @=< f(1)), P is Y / 4.
p10(X) :- p01(2), between(1,3,X).
P::p20(Y,Y) :- (e0(Z,3), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1, \+ e0(Z,Z)), P is Y / 4.
p20(Y,3) <- e0(Y,Y).
p21(Y) :- p21(X), p21(3), p10(3), between(1,3,Y), compare(O, X, 2).
p30(X,X) <- p01(2), p31(X).
p30(X,Y) <- e0(X,Z), p00(2), p30(Z,X), between(1,3,Y).
0.8::p30(Y,Y) :- e1(3,1), p21(Z), p21(2), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1, W is Y + 2, W < 5.
p31(X) :- p30(Z,Z), p00(1), p10(Z), between(1,3,X).
p31(Y) :- e1(3,Y), \+ p10(Y), findall(V, p21(V), L), sum_list(L, T), T > 2.
P::p31(Y) :- (p00(Y), e0(Y,2)), P is Y / 4.
query(e0(Y,2)).
