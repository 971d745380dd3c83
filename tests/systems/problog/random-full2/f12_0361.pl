:- use_module(library(lists)).
0.5::e0(3,1).
0.3::e1(1); 0.3::e1(2).
p00(X) :- e0(Z,Y), p00(3), p00(Y), between(1,3,X).
p00(X) :- p01, e1(Y), between(1,3,X), call(e0, 2, Y), X =:= 3.
0.1::p01 <- e1(2), p01, p00(2).
p10(X) :- p10(2), p10(Y), between(1,3,X).
p10(X) :- p10(3), p00(2), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, compare(O, X, 3).
p10(1) :- p10(Z), p01, call(e0, 3, Z), T =.. [g, Z], T \== g(0).
P::p11(Y) :- (e0(1,3), between(1,3,Y), Y \= Y), P is Y / 4.
0.4::p11(X) :- e1(2), p01, p01, between(1,3,X).
0.9::p20(X,Y) :- (p11(X), e1(1), p00(1), between(1,3,Y)) ; (p20(Z,3), e1(3), e1(2), between(1,3,X), between(1,3,Y), W is X + 1, W < 5).
query(e1(1)).
