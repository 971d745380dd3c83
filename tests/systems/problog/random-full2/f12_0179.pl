:- use_module(library(lists)).
0.3::e1(3,3).
e1(1,1).
0.1::e1(1,1); 0.1::e1(3,3); 0.3::e1(2,2).
0.9::e2(2).
0.1::e2(1); 0.2::e2(3); 0.3::e2(2).
p00(Y) :- e2(2), p00(Z), e2(Z), between(1,3,Y), findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
P::p00(X) <- (e0(Y), between(1,3,X), Y >= 1), P is X / 4.
p00(Y) :- (e1(X,X), between(1,3,Y), X \== X, Y @< 2) ; (p00(Y), e2(X), e1(X,X), findall(V, e1(Y,V), L), length(L, N), N >= 2).
p01 :- p00(X).
p01 :- e2(1), e2(3), p00(X).
p01 :- e2(Z), e1(Y,2), e2(2).
0.7::p10(Y) :- e2(Y), e0(Y), call(e1, Y, 2).
0.7::p11 :- e0(Y), e1(Y,Z), p01, not e2(3).
p11 :- p00(Z), e1(2,Z), call(e1, Z, Z), Z \== Z.
p20(Y) :- e1(2,X), e1(X,3), between(1,3,Y), X \= X, W is X + 1, W < 5.
P::p20(Y) :- (e0(Y)), P is Y / 4.
0.2::p20(Y) :- e2(Z), between(1,3,Y), Z >= 2, Y \= 1.
p30(2) :- p00(X), T =.. [g, X], T \== g(0), W is X + 1, W < 5.
0.6::p30(Y) :- e2(Z), e0(Z), e1(Y,Z).
p30(Y) :- p20(X), e1(X,X), between(1,3,Y).
query(e2(1)).
query(p11).
query(p30(2)).
evidence(p01, true).
