:- use_module(library(lists)).
0.5::e0.
e1(2,3).
0.5::e1(3,2).
0.2::e1(3,3); 0.2::e1(2,2); 0.1::e1(1,1).
0.4::e2(3).
e2(2).
e3.
p00(X) :- X \== 1, e3, e1(X,Z), e0, X >= 3.
0.25::p10 <- e1(X,Z), findall(V, e2(V), L), L = [].
P::p20(Y,Y) :- (p10, e3, between(1,3,Y)), P is Y / 4.
0.75::p20(Y,X) :- p21, e0, between(1,3,X), between(1,3,Y), Y =\= 2, call(e2, Y).
p20(X,Y) :- Y \== 2, p20(Z,Y), p00(Y), e2(2), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 1.
p21 <- p00(3), e1(X,1), p21, \+ p00(3).
p21 :- X == 2, p00(X).
p30(X) :- p00(3), p00(Z), e2(Y), between(1,3,X), findall(V, p00(V), L), L \= [], Z \== X.
p30(X) <- (p00(Y), between(1,3,X), Y \= Y, findall(V, e2(V), L), L \= []) ; (p10, e3, e2(Y), between(1,3,X)).
p30(X) :- p31(2,Y), p10, p21, between(1,3,X).
p31(1,3) :- p20(Z,2).
query(p31(Y,2)).
query(e3).
query(p31(X,X)) :- between(1,2,X).
evidence(p10, true).
