:- use_module(library(lists)).
e0.
0.6::e1.
p00(Y,3) :- (e0, e0, between(1,3,Y), Y @< a, W is Y + 1, W < 5) ; (p01(Z,Y), e1, e0, compare(O, Z, 2)).
p00(X,Y) :- X == 2, e0, between(1,3,X), between(1,3,Y).
p01(3,1) :- e1, p00(Z,Z).
p10(X) :- p10(X), e1, p01(X,3), call(p00, X, X).
P::p10(X) <- (e1, between(1,3,X), compare(O, X, 2)), P is X / 4.
p11(Y,2) :- p00(Z,Z), e0, p10(Z), between(1,3,Y), findall(V, p01(Y,V), L), L \= [].
p11(Y,1) :- p00(Y,1), p00(3,2), Y @=< 2, Y >= 3.
p11(1,Y) <- e0, p10(2), between(1,3,Y), \+ e0, Y @< 2.
p20(2) :- p01(X,Z), p20(2), e1.
P::p20(Y) :- (p10(1), between(1,3,Y)), P is Y / 4.
p30(Y,X) :- p01(Z,Y), p20(Y), p10(Z), between(1,3,X).
query(p11(2,X)).
query(p01(Y,Y)).
query(e1) :- between(1,2,X).
