:- use_module(library(lists)).
0.3::e0(3).
0.2::e0(3); 0.2::e0(1).
e1.
P::p00(Y,2) :- (e0(X), p00(X,X), between(1,3,Y), call(e2, X, X)), P is Y / 4.
p00(Y,3) <- e0(Z), e1, e1, between(1,3,Y), findall(V, e2(Z,V), L), sum_list(L, T), T > 2.
p00(Y,Y) :- e1, between(1,3,Y), call(e2, 2, 3).
p10(X,Y) :- p00(X,3), between(1,3,Y), W is X + 1, W < 5.
p10(X,Y) :- (e2(2,X), e1, e0(X), between(1,3,Y), \+ e2(3,1)) ; (p10(X,Y)).
p10(3,X) <- e2(Z,X), e0(1), Z \== 3.
p11(Y) :- (e2(Z,2), p00(Z,3), p10(2,1), between(1,3,Y)) ; (e1, between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)).
P::p11(Y) :- (e2(2,1), e0(1), p00(Z,2), between(1,3,Y)), P is Y / 4.
query(e1).
query(p10(Y,X)).
query(p10(X,2)).
evidence(p10(2,3), false).
