:- use_module(library(lists)).
0.7::e0(3,2).
0.7::e0(3,3).
0.8::e0(1,3).
e1(2).
P::p00(Y) :- ((Y \== 1, e0(X,X), between(1,3,Y), X @< a) ; (p00(X), e0(Z,X), p01(X), between(1,3,Y), \+ e0(2,X), findall(V, e1(V), L), length(L, N), N >= 2)), P is Y / 4.
p01(1) :- e0(1,Z), e0(2,Z), e1(Z), W is Z + 1, W < 5.
p01(3) :- e1(3), p00(Y), p01(Y), Y \== Y.
p01(1) :- (e0(X,Z), Z \= Z, call(e0, 3, 2)) ; (e1(X), e0(2,X), p00(2)).
p10 :- p00(X), findall(V, e0(X,V), L), L \= [], \+ p00(X).
p10 :- (p01(1), p11(Y), e0(Y,Y)) ; (p00(Z), p00(Z), e1(X), W is X + 2, W < 5, W is Z + 1, W < 5).
0.7::p11(1) :- e0(X,X), p00(1), X = X, X @< 2.
p20 <- p21(Y), p11(Y), call(e0, Y, Y), \+ e1(Y).
p21(X) :- p01(Z), p20, between(1,3,X).
p30 :- e0(3,Y).
p31 <- e1(X), p31, p21(X).
0.75::p31 :- e0(1,Z).
query(p11(X)).
query(p00(Y)).
