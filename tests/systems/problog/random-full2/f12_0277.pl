:- use_module(library(lists)).
0.2::e0.
0.25::e1(3).
0.6::e2(3).
0.7::e2(2).
0.2::e2(1).
0.1::e2(2); 0.1::e2(1).
0.5::e3.
0.1::p00(Y,X) :- e1(1), e3, e2(3), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [].
0.75::p00(Y,2) :- e0, e2(Y), e2(Y), Y < 2.
p10(Y) :- (e0, p00(Y,Z), call(p00, Y, 3), findall(V, e1(V), L), L = []) ; (e0, between(1,3,Y), Y @>= f(1), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2).
p10(2) <- p11(1), e3.
p10(X) :- e3, p11(X), e0.
p11(X) :- p00(1,Z), e1(Z), e0, between(1,3,X), X =:= 3.
P::p11(Y) :- (e0, e0, e1(X), between(1,3,Y)), P is Y / 4.
0.2::p11(X) :- p10(Y), p00(Y,Z), p11(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p20 :- p10(Z), p20, p00(Z,3), compare(O, Z, 2), not p11(Z).
p20 :- (e2(1), T =.. [g, 2], T \== g(0), \+ p00(2,2)) ; (p11(X), e3, compare(O, X, 1)).
p20 :- p11(3), p21(X), p10(X).
P::p21(Y) :- (e0, e2(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), Z =\= 1), P is Y / 4.
p30(Y,X) :- e1(Z), p21(2), between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0), W is X + 3, W < 5.
p30(X,Y) :- p31, between(1,3,X), between(1,3,Y).
p30(X,Y) :- p10(Y), p10(Y), p30(2,Z), between(1,3,X), Y \= Z, call(p11, Y).
p31 <- e3, e1(Y).
p31 :- (p00(X,3), e2(X)) ; (p00(X,X), X == X).
p31 :- e3, p31, T =.. [g, 2], T \== g(0).
query(p20).
query(e0).
query(p00(2,2)).
query(e1(X)) :- between(1,2,X).
