:- use_module(library(lists)).
0.3::e0.
0.25::e1(2).
0.3::e1(2); 0.3::e1(3).
0.7::e2(3).
0.9::e2(2).
e2(1).
0.2::e3(3).
0.6::e3(2).
P::p00(Y) :- ((e2(Y), e0, e3(Y)) ; (e1(X), p00(X), between(1,3,Y))), P is Y / 4.
p01(Y) :- p01(Y), p00(Y), e0, W is Y + 3, W < 5.
p01(X) :- X == 2, e1(3), e0, e3(Y), between(1,3,X), \+ e0.
p10(Y) :- p01(Z), p10(3), e1(X), between(1,3,Y), Y \= Y.
p10(Y) :- p00(Y), T =.. [g, Y], T \== g(0).
p10(2) :- e1(Y), W is Y + 3, W < 5, Y = Y.
p11(Y) :- e1(Z), p01(3), e2(X), between(1,3,Y), W is Y + 1, W < 5, findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p11(2) <- (e1(Z), e3(Z)) ; (p00(Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, Y @=< f(1)).
p11(3) :- p01(Y), findall(V, p00(V), L), L \= [].
query(e0).
query(e2(X)).
