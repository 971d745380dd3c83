:- use_module(library(lists)).
0.75::e0(3).
0.75::e1(2,3).
p00(Y,2) :- e0(Y), p00(2,3).
P::p00(X,X) :- ((X == 2, p01(Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (X \== 3, e0(3), p00(Y,Z), between(1,3,X))), P is X / 4.
p01(X) :- p00(Z,Y), between(1,3,X).
0.9::\+p01(X) :- e0(X).
p10 :- (p00(Y,2), p00(Z,Z), p10, call(p01, Y), \+ e1(1,Y)) ; (e1(Y,Z), p10, p10).
p10 :- p01(1), \+ e0(1).
P::p20(Y,Y) :- (e0(2), between(1,3,Y), findall(V, e0(V), L), L \= [], Y = 1), P is Y / 4.
p20(Y,X) :- p20(X,X), e1(3,X), e0(Y), Y >= 1.
\+p20(Y,X) :- e1(X,Y).
0.25::p21(X) :- p10, between(1,3,X), subquery(e1(3,3), Q), Q > 0.33, subquery(e0(3), Q), Q > 0.33.
p21(Y) <- p10, p21(X), between(1,3,Y), call(p00, 2, X), call(e1, 2, Y).
p30(X,Y) :- e1(Y,Y), between(1,3,X).
query(p10).
query(p00(3,Y)).
query(e0(X)).
evidence(p20(3,1), true).
