:- use_module(library(lists)).
0.2::e0(2).
0.25::e1(3).
e1(2).
0.4::e2(1).
0.1::e2(2); 0.2::e2(1).
p00 :- (e0(Z), e0(3), e0(Z)) ; (p00).
0.2::p00 :- e2(1), T =.. [g, 2], T \== g(0).
0.3::p00 :- (e0(X), e1(X), W is X + 3, W < 5) ; (e1(X), e2(1), p00, findall(V, e2(V), L), sum_list(L, T), T > 2).
p10(Y) :- p10(1), e1(X), p00, between(1,3,Y).
P::p10(Y) :- (e1(Z), between(1,3,Y)), P is Y / 4.
p11 :- e1(Z), \+ e1(Z), call(e2, Z).
p11 :- e1(X), p11, \+ e2(X), call(e0, 1).
P::p20(X,X) <- (p10(3), between(1,3,X)), P is X / 4.
p30 :- Z \== 1, e1(3), e2(Z), p11, Z \= 3.
p31 :- e1(Y), e0(Y), call(p10, Y), T =.. [g, Y], T \== g(0).
p31 :- e2(X).
p31 <- (p20(Z,3), e2(Z), \+ p20(Z,Z)) ; (p20(Y,X), p20(Y,X), X == X, Y >= 1).
query(p31).
query(p11).
query(p10(X)).
query(p30) :- between(1,2,X).
