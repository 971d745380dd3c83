:- use_module(library(lists)).
0.3::e0(3).
0.3::e0(2).
0.25::e1(2,3).
e2(2).
p00 :- Z \== 2, e0(Z), p01(Z), W is Z + 3, W < 5.
p00 :- e1(3,Z), e1(Z,Z), findall(V, e1(1,V), L), L \= [], subquery(e1(1,1), Q), Q > 0.33.
p01(X) :- (e1(Z,Z), between(1,3,X), W is X + 2, W < 5, \+ e1(X,Z)) ; (p01(2), p00, between(1,3,X), not e1(2,2)).
P::p01(X) :- ((e2(1), p00, e1(Z,X), X \== 3, not e2(Z)) ; (e1(Z,Y), p01(3), e1(3,Z), between(1,3,X))), P is X / 4.
\+p01(1) :- e2(3).
P::p10(Y) :- (e2(Z), e0(Z), p01(Z), between(1,3,Y)), P is Y / 4.
\+p10(Y) :- e2(Y).
P::p11(3,X) :- (e0(3), between(1,3,X), \+ e0(X)), P is X / 4.
P::p20(X) :- (e2(3), e0(Z), between(1,3,X), W is Z + 3, W < 5), P is X / 4.
P::p21(Y) <- (p11(Z,X), between(1,3,Y)), P is Y / 4.
query(p20(2)).
