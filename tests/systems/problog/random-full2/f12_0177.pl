:- use_module(library(lists)).
e0(3,1).
e0(2,1).
0.1::e0(1,1); 0.1::e0(3,3).
0.3::e1(1).
p00 :- (e0(Z,1), p00, \+ e0(3,3), call(e0, 3, Z)) ; (p00, p01(Y), p01(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, compare(O, X, 2)).
p00 <- p00.
p01(Y) :- p00, e0(2,Y), p00, Y @>= f(1).
p01(1) :- p01(X), e0(3,3), X \= 1.
p01(X) :- p01(3), p00, between(1,3,X), \+ e1(1).
p10(1) :- e1(1), e0(3,Y), not p01(Y).
P::p10(X) :- (p01(Y), e1(Y), p01(2), between(1,3,X), call(e0, X, 1)), P is X / 4.
p10(3) :- p01(2), findall(V, e1(V), L), length(L, N), N >= 2, findall(V, e0(1,V), L), length(L, N), N >= 2.
p20(3,Y) <- p01(Y), p01(X), compare(O, Y, 2), \+ p00.
P::p20(3,Y) :- ((p01(Z), p01(Z), p20(Z,1), between(1,3,Y), Z == 1) ; (p20(X,X), p20(X,1), between(1,3,Y), compare(O, Y, 1))), P is Y / 4.
p20(2,X) :- p10(X), p21(2,1), p20(X,3), \+ p00.
p21(X,Y) :- p20(Y,Y), p01(Y), p01(Y), between(1,3,X), T =.. [g, Y], T \== g(0), Y =\= 1.
0.7::p21(3,Y) :- p10(3), between(1,3,Y), compare(O, Y, 3), Y @< a.
query(e0(2,3)).
query(e1(1)).
query(p10(X)) :- between(1,2,X).
