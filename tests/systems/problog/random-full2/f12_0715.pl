:- use_module(library(lists)).
e0(2).
0.5::e0(1).
0.3::e0(2); 0.2::e0(3); 0.3::e0(1).
e1(2,2).
0.5::e1(2,1).
0.75::e1(3,3).
0.3::e1(1,1); 0.1::e1(2,2).
0.75::p00(Y,X) :- Z == 1, e1(Y,Z), e0(Z), between(1,3,X).
p00(Y,Y) :- e1(2,X), between(1,3,Y).
0.6::p01(Y,X) :- e0(Z), p01(3,Z), e0(Z), between(1,3,X), between(1,3,Y).
p10(Y) :- p00(3,X), p00(X,2), p11(3,X), between(1,3,Y).
p10(Y) :- p01(Z,X), p00(1,2), e0(Z), between(1,3,Y), \+ e1(Z,Z).
P::p11(X,X) :- (e0(Z), between(1,3,X), X @>= 1, compare(O, Z, 1)), P is X / 4.
p11(X,Y) :- e1(Z,Y), between(1,3,X), findall(V, p00(X,V), L), L = [], Y @=< 2.
P::p11(Y,1) :- ((p01(2,2), between(1,3,Y)) ; (p11(3,Z), between(1,3,Y), Z \== Y)), P is Y / 4.
p20(Y) :- p20(Z), e0(2), between(1,3,Y), call(e1, Y, Y), Y \= Y.
p20(X) :- p10(X), e1(Y,Z), W is Z + 1, W < 5.
P::p21(Y,X) :- ((p21(X,1), p10(X), p00(1,X), between(1,3,Y)) ; (p10(Y), between(1,3,X), findall(V, p10(V), L), L \= [])), P is X / 4.
0.5::p30(2,X) :- (p00(X,Y), compare(O, X, 3)) ; (p00(Z,Y), p11(Z,Y), p21(Y,2), between(1,3,X), T =.. [g, Z], T \== g(0), findall(V, p20(V), L), length(L, N), N >= 2).
p30(Y,X) :- p20(Z), e1(Z,Z), p00(Z,X), between(1,3,Y), findall(V, p11(Y,V), L), sort(L, S), length(S, N), N < 2.
0.4::p31(Y,X) :- p10(1), p20(2), between(1,3,X), between(1,3,Y), X =:= 1, \+ p01(Y,Y).
P::p31(X,Y) :- (p00(X,1), between(1,3,Y), Y @>= 1, Y >= 1), P is Y / 4.
p31(Y,X) :- (p10(X), between(1,3,Y), findall(V, p01(3,V), L), L \= [], X @>= f(1)) ; (p00(Y,X), p00(Z,Y), p10(X), W is Y + 1, W < 5).
query(e0(3)).
query(e1(X,X)) :- between(1,2,X).
