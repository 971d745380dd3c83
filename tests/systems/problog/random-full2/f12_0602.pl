:- use_module(library(lists)).
0.9::e0.
0.7::e1(3,3).
e1(1,3).
0.25::e2(2).
0.7::e3(2).
0.2::e3(3).
0.1::e3(3); 0.1::e3(2).
0.7::p00(X) :- e0, p00(X), e1(3,Y), \+ e2(Y), Y =\= 1.
0.2::p00(Y) :- e2(Z), p01(Y).
p01(Y) :- (e2(Z), e2(X), e0, between(1,3,Y), compare(O, Y, 3), Z == 2) ; (p01(2), between(1,3,Y), W is Y + 1, W < 5, not e3(1)).
p01(Y) :- Z == 3, e1(2,Y), p00(Z), not e1(2,1).
P::p01(X) :- ((e1(3,3), p00(2), e3(3), between(1,3,X)) ; (e0, between(1,3,X), not e3(X))), P is X / 4.
p10(Y) :- Y \== 3, e3(Y).
0.75::p10(3) :- p10(2), e2(X), X \== X, X == X.
0.9::p10(Y) :- p00(Z), p11(Z), between(1,3,Y), W is Y + 3, W < 5.
p11(3) :- e1(X,3), p11(X), p01(2), call(e3, 1).
p20(Y) <- e1(1,Y), p01(Y), p11(2), findall(V, e2(V), L), L \= [], Y < 3.
p21(X) :- p00(X), p11(X).
p21(Y) :- p20(Y), p00(Y), Y @< 2.
query(p00(X)).
query(p20(1)).
query(p00(2)).
