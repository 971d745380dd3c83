:- use_module(library(lists)).
0.2::e0.
0.5::e1(2,3).
0.25::e1(2,1).
p00(X) :- X == 3, p00(X), \+ e0.
p00(Y) :- p00(Y), p00(Y).
p00(Y) :- p00(3), e1(Z,X), e0, between(1,3,Y).
P::p01(Y,X) <- (p00(3), e1(2,X), p00(X), between(1,3,Y)), P is X / 4.
0.3::p01(X,Y) :- e0, p01(1,3), p00(X), between(1,3,Y), \+ e1(X,2).
p01(Y,Y) :- e1(3,Y), e0, Y =\= 1, compare(O, Y, 3).
P::p10(Y) :- ((e0, between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, compare(O, Y, 1)) ; (p11(2), between(1,3,Y), findall(V, p01(Y,V), L), sum_list(L, T), T > 2)), P is Y / 4.
p11(Y) :- p00(2), between(1,3,Y).
p20 <- (p11(1), p00(X), p01(X,X), compare(O, X, 2)) ; (p20, e1(Y,X), e0).
p20 :- p01(Y,X), \+ p10(X), \+ p10(X).
p20 :- p10(Z), e0.
P::p30(Y) :- (p10(X), between(1,3,Y), X \= 3, findall(V, p01(Y,V), L), L = []), P is Y / 4.
p31 :- p10(2), p20, p10(Y), Y =\= 2, findall(V, p11(V), L), sum_list(L, T), T > 2.
p31 :- p31.
query(p01(1,2)).
query(p10(2)).
query(p10(2)).
query(p20) :- between(1,2,X).
evidence(p10(1), false).
