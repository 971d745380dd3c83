:- use_module(library(lists)).
0.7::e0(3,2).
0.6::e0(1,2).
0.3::e0(2,2); 0.1::e0(3,3).
0.25::e1(2,3).
0.9::e1(3,2).
0.3::e1(3,1).
0.1::e1(1,1); 0.1::e1(2,2).
0.3::e2(3,2).
e2(1,3).
0.1::e2(2,2); 0.2::e2(3,3); 0.1::e2(1,1).
0.2::e3(1,1).
0.9::e3(1,2).
p00 :- (X == 3, e1(X,X), e1(3,2), X < 1) ; (e2(Z,X), e0(Z,X), not e0(X,2)).
0.25::p00 :- e3(3,2), p00, e1(3,Z), Z >= 1.
0.25::p10(Y) :- e0(Z,X), between(1,3,Y).
p10(Y) :- p10(X), e3(2,X), between(1,3,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
0.4::p11(Y,Y) :- p00, between(1,3,Y), W is Y + 2, W < 5.
p11(Y,X) :- (p10(3), e1(Y,Y), p10(Y), between(1,3,X), Y = Y, T =.. [g, Y], T \== g(0)) ; (e1(3,X), e3(Y,Z), X == Z).
0.1::p20 :- p11(Y,Y), p00, p11(Y,Y).
p20 :- e1(Z,3), W is Z + 1, W < 5.
0.9::p20 :- e0(X,Z), p10(2), call(p11, Z, X).
p30(Y,2) :- p30(1,1), p10(Y), p10(3), findall(V, e0(2,V), L), L \= [], findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p30(Y,Y) :- p11(X,X), p20, p10(2), between(1,3,Y).
query(p20).
query(p11(2,X)).
query(e2(1,2)).
