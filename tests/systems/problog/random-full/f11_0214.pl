:- use_module(library(lists)).
0.3::e0(2,2).
0.3::e1(1).
e1(2).
0.4::e2.
e3.
p00(Y,X) :- e3, p01(3), e1(Y), between(1,3,X), findall(V, e1(V), L), L = [].
p01(X) :- p00(Y,Z), p01(Y), p00(1,3), between(1,3,X).
p01(2) :- (X == 1, p00(X,3), p00(2,X), e2, findall(V, e1(V), L), sum_list(L, T), T > 2) ; (e1(Y), Y @>= f(1)).
p10(1) :- e3, p01(X), p00(Y,X).
P::p10(Y) :- (p01(Y), e0(Y,3), Y @< a, W is Y + 2, W < 5), P is Y / 4.
p10(Y) :- e0(Z,X), e1(Y), e0(X,1), W is X + 3, W < 5.
query(e0(X,Y)).
query(p10(Y)).
