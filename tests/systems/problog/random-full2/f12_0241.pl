:- use_module(library(lists)).
0.7::e0(2,2).
0.1::e0(3,3); 0.3::e0(2,2).
0.7::e1.
p00(X) :- (e1, e0(Y,Z), p00(2), between(1,3,X), Z @=< f(1), Z \= Y) ; (e0(3,X), p00(X), e1).
p00(Y) :- e0(2,X), e0(X,X), between(1,3,Y), X =\= 1, Y == X.
p10(X) :- (e1, e1, between(1,3,X), X >= 3) ; (p10(Z), e1, between(1,3,X)).
p10(X) <- (p10(3), between(1,3,X)) ; (e0(Y,1), between(1,3,X)).
0.25::p10(2) :- p00(X), e1, e0(3,Z), findall(V, e0(Z,V), L), L \= [].
P::p20(X) :- (X == 2, p21(Z), p00(Z), between(1,3,X), W is X + 3, W < 5), P is X / 4.
p20(3) :- p21(X), p20(X), findall(V, p00(V), L), length(L, N), N >= 2.
0.6::p21(X) <- p10(X), p10(Z), compare(O, X, 2).
query(e1).
query(p00(1)).
query(e1).
