:- use_module(library(lists)).
0.2::e0.
0.3::e1(1).
0.1::e1(3); 0.2::e1(1).
0.9::p00(Y,Y) :- (p01, between(1,3,Y), Y =:= 2, call(e1, Y)) ; (e0, between(1,3,Y), Y @=< a, \+ e0).
p00(Y,Y) :- (p00(2,Z), e0, p01, between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, Z >= 3) ; (e1(1), between(1,3,Y), T =.. [g, Y], T \== g(0)).
0.75::p01 <- p01, e1(Y), p01, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10(X) :- (p00(X,X), e1(2)) ; (p10(X), p11(2), X @=< f(1), call(e1, 1)).
p10(X) :- e1(X), e1(X), not e1(X).
0.1::p11(Y) :- p10(Z), between(1,3,Y), call(p00, Z, 3), Z @< f(1).
p11(Y) :- p10(3), e0, between(1,3,Y).
P::p20(Y,Y) :- (e1(1), p01, p20(2,X), between(1,3,Y)), P is Y / 4.
query(p01).
