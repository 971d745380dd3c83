:- use_module(library(lists)).
0.2::e0(3).
0.7::e0(1).
0.4::e1.
p00 :- e0(Y), Y @>= a, Y = Y.
p01(Y) :- e1, between(1,3,Y), not e0(Y).
p01(Y) :- e1, between(1,3,Y), call(e0, Y).
p10(Y) :- (e0(2), e1, p01(Z), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (p10(2), p01(Y), findall(V, e0(V), L), L = []).
P::p11(X) :- ((e1, between(1,3,X)) ; (e1, e0(X), e1)), P is X / 4.
0.25::p11(X) :- (X \== 1, p11(3), between(1,3,X)) ; (e1, between(1,3,X), X =\= 2).
0.1::p20 :- (e1, p00, p20) ; (p01(Z), p20).
0.6::p20 :- (p20, p00, p10(X), findall(V, p01(V), L), L = [], findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (e0(Y), p00, e0(X), T =.. [g, X], T \== g(0), Y @>= 2).
p20 <- p11(Z), T =.. [g, Z], T \== g(0).
P::p30(Y) :- (X == 1, p20, e0(X), between(1,3,Y)), P is Y / 4.
p30(3) :- p00, call(p01, 3).
0.5::p31(1) :- p31(X), p11(2), p30(X), \+ p01(X).
P::p31(Y) :- (Y \== 2, p01(Z), between(1,3,Y), W is Y + 1, W < 5), P is Y / 4.
p31(2) :- e1, p31(Z), p20, compare(O, Z, 2), findall(V, p10(V), L), L \= [].
query(e0(Y)).
query(p10(X)) :- between(1,2,X).
