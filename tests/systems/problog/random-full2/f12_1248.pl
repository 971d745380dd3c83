:- use_module(library(lists)).
e0(3,2).
0.8::e0(2,1).
e1(3,3).
0.9::e1(2,3).
p00 :- e0(X,Y), e0(3,X), e1(Y,2), findall(V, e1(Y,V), L), L = [].
p01 :- p01, p01, e1(X,Z), X == 2.
P::p10(X) :- ((e0(Z,3), between(1,3,X)) ; (X \== 1, e1(Y,1), between(1,3,X))), P is X / 4.
p10(1) :- p00, e0(Y,Z), p10(Z), Z \= Y.
p20(X) :- e1(1,3), e0(Y,X), p01, \+ p10(X), Y < 3.
p20(X) :- p00, e1(Y,2), p10(Y), between(1,3,X).
p30(X) :- e0(X,Y), p10(Y), Y \== X.
p30(2) :- (p01, p20(X), X == X) ; (Z \== 2, p20(Z), p01, e1(Z,Y)).
query(e1(Y,1)).
query(e1(1,X)).
evidence(p30(3), false).
