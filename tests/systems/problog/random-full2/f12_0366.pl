:- use_module(library(lists)).
0.3::e0(2).
0.3::e1(2,2).
0.1::e2.
e3(2).
0.7::e3(3).
p00 <- e1(X,X), e3(2), p01(X), W is X + 3, W < 5, call(e0, X).
p00 :- e1(Y,Y), e3(Y), e3(X), T =.. [g, X], T \== g(0).
p00 <- e1(Y,2), call(e1, Y, Y), Y =\= 3.
P::p01(X) :- ((e2, e3(2), e2, between(1,3,X), X =:= 3, T =.. [g, X], T \== g(0)) ; (p01(X), e1(3,1), W is X + 3, W < 5)), P is X / 4.
p01(1) <- e3(Z), e0(1).
0.25::p10 :- e3(3), e0(1), p00, \+ e2, findall(V, e0(V), L), L = [].
p10 :- p01(Y), findall(V, e1(Y,V), L), length(L, N), N >= 1, findall(V, e1(Y,V), L), L \= [].
query(p01(Y)).
query(p01(Y)).
