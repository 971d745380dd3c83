:- use_module(library(lists)).
0.6::e0(1).
e0(3).
0.3::e0(1); 0.1::e0(3); 0.2::e0(2).
e1(2,2).
0.2::e2.
p00(X) <- e1(Y,3), p00(Z), e2, between(1,3,X).
0.3::p00(X) :- (e0(Z), between(1,3,X), not e1(X,X), X < 2) ; (e0(Z), e2, between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, T =.. [g, Z], T \== g(0)).
0.3::p10 <- (e2, e2, \+ e0(1)) ; (p00(3), e2, e1(Y,Z)).
p11 :- e2, e1(Y,Y), \+ e1(2,2).
p20(X,X) :- e0(Y), between(1,3,X), compare(O, X, 3).
p30(Y,Y) :- p10, between(1,3,Y), not p20(Y,Y), \+ p00(Y).
P::p30(X,X) :- (p30(X,Z), p30(1,Z)), P is X / 4.
P::p31(X) :- (e1(Y,2), p31(Y), p00(3), between(1,3,X), call(e1, X, Y)), P is X / 4.
p31(Y) :- Y \== 3, p30(Y,2), findall(V, e0(V), L), length(L, N), N >= 1.
P::p31(Y) :- (p10, e0(Z), between(1,3,Y), compare(O, Y, 3), call(e1, Z, Y)), P is Y / 4.
query(p31(3)).
query(e2).
query(p00(X)) :- between(1,2,X).
