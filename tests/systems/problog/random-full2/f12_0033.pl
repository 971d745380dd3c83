:- use_module(library(lists)).
0.2::e0(3).
0.8::e0(2).
0.2::e0(1); 0.3::e0(2).
0.2::e1(2).
0.5::e1(1).
0.1::e1(2); 0.1::e1(1).
p00(X,X) :- e0(X), e1(X), \+ e0(2).
p00(2,Y) :- p00(X,X), p00(X,3), e1(1), between(1,3,Y), W is X + 2, W < 5.
p10(Y) :- e0(Y), \+ p00(Y,3).
p10(2) :- e1(2), T =.. [g, 1], T \== g(0).
p10(Y) <- e0(Z), between(1,3,Y).
p20 :- e0(Z), e1(2), \+ e0(Z).
p20 :- e1(3), e1(X), X >= 3, findall(V, p00(3,V), L), sum_list(L, T), T > 2.
p30(X) :- p31(Y,Z), p30(Y), between(1,3,X), compare(O, Y, 1), W is X + 2, W < 5.
0.8::p30(3) <- p00(Y,X).
P::p31(Y,Y) :- ((p10(Y), p31(Y,Y), W is Y + 1, W < 5, not e0(1)) ; (e0(X), between(1,3,Y), X @=< 3)), P is Y / 4.
0.2::p31(X,Y) :- e0(Y), between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 2, X == X.
P::p31(Y,X) :- ((p10(3), between(1,3,X), between(1,3,Y), X =\= 3, Y @< 2) ; (e1(Y), p30(X), e0(Y))), P is X / 4.
query(p30(X)).
query(e1(2)).
query(p00(X,X)) :- between(1,2,X).
