:- use_module(library(lists)).
e0(2,3).
0.2::e0(3,3); 0.3::e0(1,1).
0.8::e1(2,2).
0.1::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
P::p00(X) <- (e1(Y,3), p00(Y), between(1,3,X), findall(V, e1(Y,V), L), length(L, N), N >= 2), P is X / 4.
p10(1) :- p11, p10(Z).
p11 :- e1(X,Y), T =.. [g, Y], T \== g(0).
p11 :- (Y == 3, p10(Y), e1(3,Y), p00(Y)) ; (p11).
p11 :- p00(3), p10(3), e1(X,2), X == X, not e1(X,1).
p20(2) :- p21(2), e1(X,1), p20(Y), findall(V, p10(V), L), L \= [], not e0(X,X).
p21(Y) :- e1(X,X), between(1,3,Y).
query(e1(1,2)).
query(e0(2,X)).
query(e1(Y,3)).
