:- use_module(library(lists)).
0.2::e0.
0.1::e1(3).
0.1::e2(2,2).
0.2::e2(2,2); 0.3::e2(1,1); 0.2::e2(3,3).
e3.
p00 <- (e0, e1(2), T =.. [g, 1], T \== g(0)) ; (e2(Y,1), findall(V, e2(Y,V), L), L = [], Y =\= 3).
p00 :- e0, e1(Y), Y \= 3, W is Y + 3, W < 5.
p00 :- e3, p00, e2(X,Y), \+ e0.
p10(X,X) <- p11(X).
P::p10(Y,Y) :- ((p11(3), e0, e2(Z,Y)) ; (e0, e1(Y), e3, findall(V, e2(3,V), L), sort(L, S), length(S, N), N < 2, not e1(Y))), P is Y / 4.
p10(X,Y) :- e3, e3, between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [], call(e1, 2).
P::p11(Y) :- (p10(Z,2), p10(2,Y), e2(X,Z)), P is Y / 4.
p11(X) :- p10(X,Z).
0.3::p11(Y) :- p10(Z,2), e3, between(1,3,Y), W is Z + 3, W < 5.
query(p00).
query(p11(X)) :- between(1,2,X).
evidence(p11(1), false).
