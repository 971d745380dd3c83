:- use_module(library(lists)).
0.4::e0.
0.9::e1(1).
0.1::e1(3).
P::p00(2,X) <- (e1(Z), between(1,3,X), Z \== 2), P is X / 4.
P::p01(X) :- ((p01(X), findall(V, e1(V), L), L \= []) ; (p00(Y,Y), between(1,3,X))), P is X / 4.
p01(X) :- e1(2), e1(1), between(1,3,X).
p01(Y) :- p01(3), between(1,3,Y), call(e1, 1), W is Y + 3, W < 5.
p10(Y) :- e0, e0, between(1,3,Y), Y \== Y.
p10(Y) :- p10(X), e0, between(1,3,Y), W is X + 3, W < 5.
p20(Y) <- e0, between(1,3,Y), Y @=< f(1).
p21(X,X) :- e0, p20(X), e1(1), X =:= 1.
P::p30(1,Y) :- (p31, between(1,3,Y)), P is Y / 4.
p31 :- p31, p20(Z), p31, Z < 3.
query(p00(1,2)).
query(p21(1,Y)).
query(e0) :- between(1,2,X).
