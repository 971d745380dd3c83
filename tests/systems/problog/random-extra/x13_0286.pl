:- use_module(library(lists)).
0.9::e0(3).
e0(1).
0.2::e0(3); 0.2::e0(2).
0.2::e1.
0.6::p00 :- e1, p00, not e0(2).
p00 :- p01(X,2), e1, findall(V, e0(V), L), L \= [].
p00 :- (p01(Y,Z), p00, p01(Y,Y), not e0(Y)) ; (e0(Z), p00, Z @< 2).
0.8::\+p00 :- e0(3).
p01(X,X) <- X == 2, p00, e0(X), not e0(X).
P::p01(X,X) <- (e0(Z), between(1,3,X), X =\= 1), P is X / 4.
0.1::p01(Y,Y) :- p01(1,Y), \+ e1.
0.7::p10 <- p00, e1.
0.2::\+p10 :- e1.
p20 :- Y \== 2, e0(Y), call(e0, Y).
P::p30(Y) :- (p30(X), p01(X,X), between(1,3,Y)), P is Y / 4.
0.6::\+p30(X) :- e0(X).
0.9::p31(X,1) :- p00, p00, p20, between(1,3,X).
query(p01(1,X)).
query(p10).
query(p01(Y,1)).
query(p10) :- between(1,2,X).
