:- use_module(library(lists)).
0.5::e0.
0.8::e1.
p00(X,Y) :- e1, p00(1,Y), between(1,3,X), Y \== Y, Y @< a.
p10 :- p11(Y), Y < 2, not p00(Y,Y).
p10 :- p00(X,Z), p00(X,X), p10, findall(V, p00(1,V), L), length(L, N), N >= 2.
p10 :- e0, findall(V, p00(2,V), L), sum_list(L, T), T > 2.
p11(Y) :- p00(3,2), between(1,3,Y).
p11(Y) :- p10, p11(2), e1, between(1,3,Y).
p11(Y) :- e1, e1, p00(3,1), between(1,3,Y).
0.8::p20(X,2) :- (p20(Z,Y), p00(X,Z), e1, W is Z + 2, W < 5) ; (p11(2), p11(3), between(1,3,X), findall(V, p11(V), L), length(L, N), N >= 2).
P::p20(Y,Y) <- (e1, between(1,3,Y), findall(V, p00(Y,V), L), length(L, N), N >= 2), P is Y / 4.
0.7::p20(Y,3) :- e0, e1, between(1,3,Y), not p11(Y).
query(p10).
query(\+ e1).
