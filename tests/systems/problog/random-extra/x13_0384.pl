:- use_module(library(lists)).
0.75::e0(1,3).
e0(1,1).
0.3::e0(2,2).
0.1::e0(1,1); 0.3::e0(2,2); 0.3::e0(3,3).
0.7::e1(1).
0.8::e1(2).
0.25::e2.
e3.
p00(X) <- e3, p01(1), between(1,3,X).
P::p01(X) <- (p01(X), p00(X), X @>= 1), P is X / 4.
p01(1) <- p00(Y), W is Y + 1, W < 5, not e1(1).
p01(X) :- e1(Y), between(1,3,X).
p10(2) :- p00(1), p11(Z,Y), p01(Z), \+ p01(Y), Z < 1.
p10(Y) :- p01(Z), e3, between(1,3,Y), findall(V, e1(V), L), L \= [], Z < 2.
0.5::p11(Y,2) :- p11(X,3), p00(Y), p01(X).
\+p11(Y,X) :- e3, between(1, 3, X), between(1, 3, Y).
P::p20(X,Y) :- ((e0(Z,Z), e3, between(1,3,X), between(1,3,Y)) ; (p10(Z), between(1,3,X), between(1,3,Y), Y < 3)), P is X / 4.
0.1::\+p20(X,Y) :- e1(X), between(1, 3, Y).
p30 :- e0(2,Y), p10(Y), \+ p00(2).
p30 <- e1(2), p11(Y,Z).
query(e2).
query(p20(3,X)).
evidence(e2, false).
