:- use_module(library(lists)).
0.9::e0(1).
0.1::e0(3); 0.1::e0(2); 0.2::e0(1).
0.7::e1.
0.25::e2(2,2).
0.2::e2(3,3); 0.3::e2(2,2).
0.25::e3(1).
P::p00(X) :- (e2(3,Z), p00(Z), e3(3), between(1,3,X), W is X + 1, W < 5), P is X / 4.
0.6::p00(2) :- e1, p00(X), X < 2, not e3(X).
p10 <- (e3(X), compare(O, X, 1)) ; (p10, T =.. [g, 2], T \== g(0), \+ p00(2)).
p10 <- p10.
0.7::p10 :- (e3(X), e3(X)) ; (p10, not e2(2,3)).
P::p11(X,X) :- (e3(X), e0(X), e2(2,Z), not e2(X,X), \+ p00(X)), P is X / 4.
p11(X,X) :- p10, e2(X,Z), W is X + 3, W < 5, findall(V, e3(V), L), L \= [].
p11(2,X) <- (p00(X), e1, W is X + 2, W < 5, X \= 1) ; (p00(1), e0(Z), between(1,3,X), \+ e1).
p20(X) :- (p10, p20(X)) ; (X == 2, p10, p00(Y), between(1,3,X), Y == 2).
p30(X) :- (p20(1), between(1,3,X), X >= 1) ; (e0(2), between(1,3,X), W is X + 1, W < 5).
p30(X) :- e0(Z), e1, between(1,3,X).
query(e3(X)).
query(e3(Y)).
query(e2(Y,3)).
