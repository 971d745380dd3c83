:- use_module(library(lists)).
0.1::e0(1,2).
0.4::e1.
0.2::e2(3).
0.2::e2(1).
p00(X) <- e2(Y), between(1,3,X), X =\= 1, W is X + 1, W < 5.
p10 <- (e0(Y,Y), p00(X), e0(1,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, findall(V, p00(V), L), sum_list(L, T), T > 2) ; (e1, e0(Y,X), Y @=< 1).
p10 :- p10.
p20(Y) :- e1, between(1,3,Y), findall(V, p00(V), L), L \= [].
0.5::p20(Y) :- p20(1), e2(X), p20(X), between(1,3,Y), X >= 3.
P::p30(X) :- (p20(Y), p20(X), T =.. [g, Y], T \== g(0)), P is X / 4.
p30(X) :- p10, between(1,3,X).
p30(3) :- e0(Y,X), p00(Z).
query(e0(Y,1)).
query(p10).
query(p10).
query(\+ e1).
