:- use_module(library(lists)).
0.6::e0(2).
e0(3).
0.2::e2.
0.5::e3.
0.3::p00(Y,X) :- (e3, between(1,3,X), between(1,3,Y)) ; (p00(1,Z), between(1,3,X), between(1,3,Y), call(e0, Z), \+ e1(2)).
p00(X,X) :- (e2, p00(X,Y), e1(Y)) ; (X \== 2, e3, e2, e0(Z), between(1,3,X)).
p00(X,2) :- (e0(X), e0(Z), \+ e2, \+ e0(2)) ; (e0(Z), e1(Z), between(1,3,X)).
\+p00(X,Y) :- e3, between(1, 3, X), between(1, 3, Y).
p10(X) :- p00(3,Z), p10(X).
p10(Y) :- e3, between(1,3,Y), Y \== Y.
P::p10(Y) :- (p11(Y,Z), W is Z + 2, W < 5, Y @>= 1), P is Y / 4.
p11(Y,X) :- e1(Z), between(1,3,X), between(1,3,Y), W is Z + 2, W < 5.
p11(Y,Y) :- p10(X), e0(2), p00(X,X), between(1,3,Y).
p20 <- p00(3,X), p11(3,1), p11(X,X).
0.25::\+p20 :- e1(2).
p21 :- p10(Y), \+ e2, not e1(Y).
p21 :- p00(1,Z), p10(Z), p00(Y,Z), \+ p00(Z,Y), Y @>= 2.
0.2::p21 :- (p21, e3, e2, findall(V, p00(2,V), L), sum_list(L, T), T > 2) ; (e1(2)).
query(p20).
query(e1(X)).
query(p10(X)).
