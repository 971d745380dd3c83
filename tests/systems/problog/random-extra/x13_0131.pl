:- use_module(library(lists)).
0.75::e0.
0.1::e1(3).
p00(Y) :- e0, p00(Z), between(1,3,Y), Y \== Y, findall(V, e1(V), L), L = [].
p00(X) :- (p00(2), e0, p00(X)) ; (p00(Y), p00(Y), between(1,3,X), not e1(Y)).
p10(X,1) :- p10(X,X), p10(Y,1), e0, findall(V, p00(V), L), sum_list(L, T), T > 2, not e1(Y).
0.3::p10(1,X) :- p10(1,Y), p11(Y), e0, between(1,3,X), findall(V, e1(V), L), L \= [], W is X + 2, W < 5.
p10(1,X) :- (X \== 1, e0, between(1,3,X)) ; (p10(2,1), p11(2), between(1,3,X), X \= 3, X == X).
0.1::p11(Y) :- p00(2), p00(X), e0, between(1,3,Y).
p11(X) :- e0, p10(Y,2), between(1,3,X), Y == 3.
0.1::p11(2) :- e1(X), p00(Y), p11(Y).
p20(Y,X) <- e1(Z), p11(Z), between(1,3,X), between(1,3,Y).
0.2::\+p20(X,X) :- e1(X).
P::p21(X,Y) :- (p21(Z,Y), between(1,3,X)), P is Y / 4.
query(p00(1)).
query(p20(Y,Y)).
query(\+ p21(3,2)).
