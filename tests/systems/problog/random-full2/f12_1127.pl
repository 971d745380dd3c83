:- use_module(library(lists)).
0.6::e0(1).
e0(3).
0.1::e0(2); 0.1::e0(1).
0.3::e1(3).
0.2::e1(3); 0.1::e1(2); 0.2::e1(1).
0.7::e2.
p00(1,1) :- p01(1).
p01(X) :- e0(Z), e1(Z), e2, between(1,3,X).
p01(Y) :- e2, e1(Y), e2.
0.7::p10(X,3) :- X == 2, p10(Z,Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2.
p10(Y,X) :- X == 1, e1(2), p01(1), p01(1), between(1,3,X), between(1,3,Y), compare(O, Y, 2).
p10(3,X) :- X \== 1, e2, between(1,3,X).
p20(X) <- (e2, between(1,3,X)) ; (p20(2), between(1,3,X), W is X + 3, W < 5).
p20(X) :- (e1(Y), e2, p01(1), between(1,3,X), X < 1, findall(V, e1(V), L), L \= []) ; (e0(Z), e2, p00(2,X)).
P::p30(Y,X) :- (p30(1,1), between(1,3,X), between(1,3,Y), \+ e2), P is Y / 4.
p30(X,Y) :- p31(Z,3), between(1,3,X), between(1,3,Y).
P::p31(Y,X) :- (p30(1,X), between(1,3,Y)), P is X / 4.
query(p31(X,1)).
query(e1(2)).
query(e2).
