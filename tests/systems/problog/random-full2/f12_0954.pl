:- use_module(library(lists)).
0.3::e0(3).
0.7::e1(1,1).
0.2::e1(1,3).
e1(1,2).
0.5::e1(2,3).
p00(X,Y) :- Y \== 2, e0(X), e0(Y), \+ e1(Y,X).
p00(Y,X) :- e0(Z), p01(3), between(1,3,X), between(1,3,Y), Y @< f(1).
p00(Y,2) :- e0(2), p01(X), between(1,3,Y), X =\= 3.
p01(X) :- p01(3), p01(Z), between(1,3,X), \+ e1(Z,3).
p01(X) <- Y \== 1, e0(Y), e0(2), between(1,3,X).
p10(Y) :- p00(Z,1), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 2.
p11(X) :- e0(X), e1(X,2).
0.5::p11(2) :- (p10(Z), \+ e0(Z)) ; (Y \== 2, e0(Y), \+ p00(Y,Y)).
p11(X) :- p11(Z), between(1,3,X), X == 3, findall(V, p00(Z,V), L), sum_list(L, T), T > 2.
p20(X) :- (p01(3), p00(Z,Z), p20(Z), between(1,3,X), call(e1, Z, Z), findall(V, p11(V), L), L \= []) ; (e0(Y), between(1,3,X), X < 3, findall(V, p11(V), L), sum_list(L, T), T > 2).
p20(Y) :- Y \== 1, e1(2,X), p01(3), p00(X,X), between(1,3,Y).
P::p30(X) :- (p10(Y), e1(Z,Y), p10(Y), between(1,3,X)), P is X / 4.
query(p10(3)).
