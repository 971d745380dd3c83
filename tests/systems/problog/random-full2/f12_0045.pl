:- use_module(library(lists)).
0.9::e0.
0.6::e2(3).
0.2::e2(2); 0.3::e2(3); 0.2::e2(1).
p00 <- p00, \+ e2(2).
p00 :- X == 1, e1(X), p00, \+ e1(X).
0.2::p00 :- (p00) ; (e0, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
0.1::p10(1) :- p00, e1(Z), \+ p00.
0.75::p10(X) :- e1(2), p00, e0, between(1,3,X), X @< 3, \+ e1(X).
p10(1) :- p00, e2(3), T =.. [g, 1], T \== g(0), \+ e0.
p20(X) :- p10(Y), p21(Y), e1(Y), between(1,3,X).
p21(2) :- e1(Y), e1(Y), T =.. [g, Y], T \== g(0), call(e2, 3).
P::p21(X) :- (e2(Y), between(1,3,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
P::p30(X,X) :- (p31(Y,Z), between(1,3,X), compare(O, Z, 1)), P is X / 4.
0.25::p30(X,Y) :- e2(Z), e1(Z), between(1,3,X), between(1,3,Y).
p30(X,Y) :- p31(Y,X), findall(V, p10(V), L), L \= [].
p31(Y,X) :- (p31(2,Z), between(1,3,X), between(1,3,Y), \+ p00) ; (e2(Z), between(1,3,X), between(1,3,Y), \+ p00).
p31(Y,X) :- Y \== 3, p00, p20(2), between(1,3,X), between(1,3,Y), Y @=< 1.
p31(Y,Y) :- (p20(X), between(1,3,Y), T =.. [g, X], T \== g(0)) ; (e0, p10(Y), p21(Y), \+ e0, compare(O, Y, 2)).
query(e0).
query(p10(2)).
query(p20(2)).
