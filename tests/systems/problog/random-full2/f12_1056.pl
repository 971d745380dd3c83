:- use_module(library(lists)).
0.3::e0(3).
0.5::e1(1).
0.1::e2(1,1); 0.3::e2(2,2).
0.9::e3(3,3).
e3(1,3).
0.1::e3(2,2); 0.1::e3(1,1).
P::p00(X,Y) :- ((e3(X,2), e3(Y,2), not e0(X), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e0(Z), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L \= [], \+ e0(Z))), P is Y / 4.
p01(Y) :- e1(Y), e1(Y), p01(Y), call(e3, Y, 3).
p10(Y) :- e1(2), p00(Y,Z), e3(3,Z), Z \== Y.
p10(Y) :- e3(Z,1), between(1,3,Y), Z = Z.
p11 <- p10(X).
p11 :- p10(Z), p11, e3(Z,3), Z @=< a, Z = Z.
p11 :- p10(Z), e3(2,2), W is Z + 1, W < 5.
query(p10(2)).
query(e3(2,1)).
query(p11).
