:- use_module(library(lists)).
0.25::e0.
0.4::e1(3,2).
0.25::e1(1,2).
0.5::e2(2,1).
0.3::e2(1,1).
0.2::e2(3,3).
p00(1) <- e0, e2(Y,X), p00(1), not e2(3,X), X @>= f(1).
P::p10(Y,Y) :- (p11(Z), e2(3,Z), between(1,3,Y), W is Z + 1, W < 5, findall(V, p00(V), L), L = []), P is Y / 4.
0.3::p10(Y,Y) :- p11(X), p10(X,X), e1(X,X), between(1,3,Y), findall(V, e1(Y,V), L), L = [].
p10(Y,3) :- e0, between(1,3,Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, \+ e2(3,Y).
P::p11(Y) :- (p00(Z), p00(1), between(1,3,Y)), P is Y / 4.
P::p11(X) :- ((p00(3), e1(Y,X), findall(V, e1(Y,V), L), L \= [], X =:= 3) ; (e1(Z,Z), p00(Z), between(1,3,X))), P is X / 4.
p11(3) :- e1(Y,Y), Y @< 1, Y \= Y.
0.9::p20(1) :- p10(Y,Y), Y == 3.
p20(1) <- X == 2, e1(Z,X), p00(3), e2(2,Z).
p20(Y) :- e1(X,Y), e1(Y,3), p10(1,X), not p10(X,3).
p30(X) <- (p00(Z), p20(1), e0, between(1,3,X), X =:= 2, call(e2, X, Z)) ; (p00(Z), p31(Z), between(1,3,X)).
0.6::p31(X) :- Y \== 1, p11(Y), p31(3), between(1,3,X).
p31(X) :- e1(Y,Y), between(1,3,X), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, call(p00, X).
query(p11(X)).
query(e1(3,1)).
query(\+ p10(1,3)).
