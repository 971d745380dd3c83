:- use_module(library(lists)).
0.3::e0(2).
0.25::e0(3).
0.1::e0(2); 0.2::e0(3).
e1.
0.25::e2(3,1).
P::p00(X) :- ((e0(X), e2(X,Y), X >= 1, Y \== X) ; (p01, e1, between(1,3,X))), P is X / 4.
0.7::p01 <- X \== 3, e0(X), p00(X), p01, W is X + 3, W < 5.
\+p01 :- e2(3,2).
P::p10(Y,X) :- (p00(X), between(1,3,Y)), P is X / 4.
0.7::\+p10(3,X) :- e0(X).
p20 :- p10(3,Y), e1, subquery(p10(3,2), Q), Q > 0.33, Y \= Y.
p20 :- p21(1), e2(3,X), e0(X).
p21(X) :- p01, between(1,3,X).
P::p21(Y) :- (p00(Z), p10(Y,Z), findall(V, e0(V), L), L \= [], \+ p10(Z,Y)), P is Y / 4.
p21(1) :- e2(X,Y), X @>= 3.
0.1::\+p21(Y) :- e1, between(1, 3, Y).
p30(Y,X) <- p10(X,2), p20, between(1,3,Y), compare(O, X, 2).
p30(Y,Y) :- p10(Y,1).
P::p30(Y,X) <- (p01, between(1,3,X), between(1,3,Y), \+ p20, Y @>= a), P is X / 4.
query(p01).
query(p01).
query(e1).
