:- use_module(library(lists)).
0.2::e0(3).
0.1::e0(1); 0.3::e0(2).
0.2::e1(3,3); 0.1::e1(1,1).
e2(3).
p00(3,X) :- p00(Y,X), p00(2,X), findall(V, e2(V), L), sum_list(L, T), T > 2, Y == X.
p00(X,X) :- (p01, between(1,3,X)) ; (e0(Z), e2(3), between(1,3,X), not e1(X,Z), compare(O, X, 1)).
P::p00(2,Y) :- (e1(Y,Y), e1(Y,Y), findall(V, e0(V), L), L \= []), P is Y / 4.
0.5::p01 :- e0(Y), e1(3,Y), p00(X,Y).
0.5::p10(X,3) :- p00(Z,2), between(1,3,X).
P::p10(2,X) :- (p00(3,2), p11(2,Z), between(1,3,X), findall(V, p00(1,V), L), L = [], \+ p01), P is X / 4.
P::p10(2,X) :- (p01, between(1,3,X), findall(V, p00(X,V), L), length(L, N), N >= 1), P is X / 4.
0.5::p11(Y,Y) :- (p00(1,Z), between(1,3,Y), Y =\= 2, Y =:= 2) ; (e2(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)).
0.4::p11(3,Y) :- e0(Z), p01, e1(X,Z), between(1,3,Y).
p11(X,X) :- e1(3,Y), between(1,3,X), W is Y + 2, W < 5, findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
p20(3,Y) :- p20(1,2), p20(2,Y).
p20(Y,X) <- (p21(Y,Y), p21(1,Y), p21(Y,Y), between(1,3,X), findall(V, e1(Y,V), L), length(L, N), N >= 2) ; (p01, e0(Y), between(1,3,X), findall(V, p00(X,V), L), sum_list(L, T), T > 2, X < 2).
p21(Y,X) :- p21(Z,Y), between(1,3,X).
p30(X) :- (p11(Y,2), p11(2,Y), between(1,3,X)) ; (e0(X), p10(Y,2), not p21(Y,1)).
0.1::p30(X) <- (p11(2,X), X @>= 3, not p11(X,X)) ; (p30(1), p00(3,X), T =.. [g, X], T \== g(0)).
p30(X) :- e1(1,Z), e0(Z), p00(X,Y), call(p11, X, Y).
query(e0(X)).
query(e1(3,2)).
query(e0(1)).
