:- use_module(library(lists)).
e0(2).
0.2::e0(2); 0.2::e0(3).
0.75::e1.
p00(Y,Y) :- e0(X), between(1,3,Y), W is Y + 2, W < 5.
p00(2,X) :- e0(X), p00(X,2), p01(X,X).
p00(3,X) :- (p00(Y,X)) ; (e0(X), e0(1)).
P::p01(Y,1) :- (p01(Z,2), between(1,3,Y), Y @>= a), P is Y / 4.
p01(2,Y) :- p00(Y,Z).
P::p10(Y,X) :- (p01(Y,2), e0(1), between(1,3,X), \+ p01(Y,X)), P is Y / 4.
0.1::p10(Y,X) :- p00(Y,Z), e0(Z), between(1,3,X).
P::p10(X,X) :- (e1, between(1,3,X), X @>= a, call(e0, X)), P is X / 4.
p20(Y,Y) :- Y \== 3, e1, p10(X,Y).
p20(2,2) :- p01(3,X), X @>= f(1), T =.. [g, X], T \== g(0).
P::p20(Y,2) <- (p10(Z,Y), findall(V, p01(1,V), L), L \= [], findall(V, p10(Y,V), L), length(L, N), N >= 2), P is Y / 4.
query(p20(Y,X)).
query(p20(1,3)).
query(p10(1,2)).
query(\+ p10(3,1)).
evidence(e1, false).
