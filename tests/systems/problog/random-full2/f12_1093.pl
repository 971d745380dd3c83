:- use_module(library(lists)).
e1.
p00(X,Y) :- e2(Z,Z), between(1,3,X), between(1,3,Y), compare(O, Z, 1), Z \== X.
P::p00(Y,X) :- (p01(2,Y), e0(Z,3), between(1,3,X), findall(V, e2(Z,V), L), sum_list(L, T), T > 2), P is Y / 4.
p00(X,Y) :- p01(Y,Z), e0(Z,Y), between(1,3,X), W is Z + 3, W < 5, findall(V, e2(Y,V), L), length(L, N), N >= 2.
p01(3,3) <- p01(Z,Y), e1, e0(X,Y), findall(V, e2(Z,V), L), L = [].
p01(X,Y) :- e1, between(1,3,X), between(1,3,Y).
p10 :- p01(Y,3), e0(Y,1), e2(Y,Y), \+ e1.
p20 :- p10, e0(X,3), e2(Y,X).
0.5::p20 :- e0(X,2), e2(Y,3), e1.
0.7::p21(X,Y) :- e2(Y,Y), between(1,3,X), \+ e0(3,Y), T =.. [g, Y], T \== g(0).
p21(Y,Y) :- e1, e0(Z,3), e0(X,1), between(1,3,Y).
query(p00(3,2)).
