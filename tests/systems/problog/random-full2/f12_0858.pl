:- use_module(library(lists)).
0.75::e0.
0.75::e1(3,1).
0.8::e1(1,2).
p00 :- e1(Z,Y), e1(3,Y), p00.
p01(Y,Y) :- Y \== 3, e0, between(1,3,Y), findall(V, e1(3,V), L), L \= [].
0.2::p01(Y,X) :- p01(X,3), between(1,3,Y).
p10(X) :- e1(Z,X).
p10(X) :- p10(Z), between(1,3,X), \+ p00.
p10(X) :- e1(Z,Y), p10(Y), between(1,3,X), findall(V, e1(Y,V), L), length(L, N), N >= 1, Y >= 3.
p11(3,2) :- p00, p00, p11(Z,Z), Z =\= 2, findall(V, e1(2,V), L), L = [].
p11(X,Y) <- p11(Z,1), between(1,3,X), between(1,3,Y), call(e1, 2, 3).
p20 <- e0, findall(V, p01(1,V), L), sort(L, S), length(S, N), N < 2.
0.1::p20 <- p00, p10(Z), e1(Z,3), Z \== 3, Z < 1.
P::p30(3,X) :- ((e1(Y,Z), p11(Z,Z), p11(Z,Y), between(1,3,X), not p11(2,Z)) ; (p00, between(1,3,X), W is X + 1, W < 5, T =.. [g, X], T \== g(0))), P is X / 4.
p30(Y,Y) :- e1(2,X), p30(Z,X), p00, between(1,3,Y), compare(O, Z, 3).
p30(X,X) :- p11(Y,2), p11(1,2), between(1,3,X), X =:= 3, not p11(X,Y).
query(p11(X,X)).
query(p00).
query(p01(Y,3)).
evidence(e1(3,1), false).
