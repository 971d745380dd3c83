:- use_module(library(lists)).
e0.
0.2::e1(2,2); 0.1::e1(3,3).
p00(Y,Y) <- (e0, e1(X,X), p00(X,1), between(1,3,Y)) ; (e1(X,Y), p00(Y,2)).
0.2::p00(X,X) :- e0, e1(X,1), e0, call(e1, X, X).
p00(X,X) :- e1(Y,Y), e0, e1(Y,Y), between(1,3,X), X =:= 3.
0.8::p10 <- p00(X,Z), \+ p00(Z,Z).
p10 :- p00(1,2), p00(Z,Y), findall(V, p00(1,V), L), length(L, N), N >= 2.
p10 :- (p00(Y,X), p00(Z,Y), X @< 2) ; (p00(Y,X), e1(X,Y), e1(X,Z)).
p11(1) :- p00(3,Z), p11(Z), p10, Z >= 2.
p20 :- p11(X).
p21(2) :- p00(Z,Y), p11(2), findall(V, e1(Y,V), L), L = [].
p21(Y) <- e0, p21(Z), p20, between(1,3,Y), findall(V, e1(3,V), L), L \= [].
P::p21(Y) <- (p21(3), p00(X,X), between(1,3,Y), findall(V, e1(3,V), L), L = []), P is Y / 4.
query(p20).
query(p21(X)).
query(p00(1,1)).
query(p21(X)) :- between(1,2,X).
