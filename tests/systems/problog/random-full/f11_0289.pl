:- use_module(library(lists)).
0.1::e1(3).
0.1::e1(1).
e2.
0.75::e3.
p00(Y) :- e2, e2, between(1,3,Y), \+ e3, findall(V, e1(V), L), L = [].
0.6::p10(Y) :- p00(1), between(1,3,Y), Y >= 1, W is Y + 1, W < 5.
p10(X) <- (e3, between(1,3,X), X @< 1) ; (Y == 2, p10(Y), p11(3), between(1,3,X)).
p11(3) :- (e0(Z), e1(1)) ; (p10(2)).
0.75::p20(Y) :- e3, between(1,3,Y).
p20(3) :- p11(Y), p11(2), \+ p10(Y), Y @=< 1.
P::p30(Y) :- ((p11(Y), p00(Y), Y = Y, \+ e0(Y)) ; (p00(Z), between(1,3,Y), W is Y + 1, W < 5)), P is Y / 4.
p30(X) :- e3, e0(Z), between(1,3,X), findall(V, p00(V), L), L \= [], X =\= 2.
p30(1) <- (p00(3), e0(Y), p31(Y), \+ e2, Y \== 2) ; (p31(Y), e1(Y), \+ p11(3), findall(V, p11(V), L), L = []).
p31(X) :- e1(X), e0(3), p31(X).
p31(Y) :- p10(X), between(1,3,Y), \+ e1(1).
query(p30(Y)).
query(p20(3)).
query(p10(X)).
