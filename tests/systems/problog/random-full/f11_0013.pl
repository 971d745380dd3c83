:- use_module(library(lists)).
0.75::e0(1).
0.7::e0(3).
0.75::e0(2).
0.9::e1(2).
0.9::e2.
e3(2,1).
0.3::e3(1,3).
0.9::e3(2,2).
0.1::e3(2,2); 0.3::e3(3,3).
0.1::p00(X) :- e2, e1(X), call(e1, X), X = 2.
p00(Y) :- e3(3,Y), p00(Y), p01(1,Y), \+ e0(Y), not e0(Y).
p00(X) :- X == 3, e0(X), X =\= 1.
P::p01(Y,X) <- (e3(X,Y), e2, p01(Y,X), compare(O, Y, 1)), P is Y / 4.
p10 :- p01(X,2).
p10 :- p10, p01(2,X), W is X + 1, W < 5, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.7::p10 :- e1(X), p00(X).
p20(2) :- p10.
p20(Y) :- e1(Z), e0(Z), p01(1,Z), between(1,3,Y), \+ e2.
query(p10).
query(p10).
