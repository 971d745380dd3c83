:- use_module(library(lists)).
0.75::e0.
0.6::e1(2,2).
0.1::e1(3,3); 0.1::e1(2,2); 0.1::e1(1,1).
0.5::e2(3,3).
p00(X) :- e0, e1(Z,Z), e0, between(1,3,X), Z >= 2.
P::p00(X) :- (X \== 1, e0, between(1,3,X), not e2(X,X)), P is X / 4.
p01 :- e0, T =.. [g, 3], T \== g(0).
p01 :- e2(Y,Y), e2(3,Y), Y \= 2.
p10 :- e2(3,Z), T =.. [g, Z], T \== g(0), not p00(Z).
p10 :- (e2(Y,2), call(p00, Y)) ; (e1(2,X), W is X + 1, W < 5, findall(V, e1(X,V), L), L \= []).
p10 :- Z \== 3, p01, p00(Z), p00(1), call(e2, Z, Z).
p20(3) <- (p01, e1(Z,3), p20(Z), findall(V, e2(1,V), L), L \= []) ; (e0, e0, p10, call(e1, 3, 3)).
p20(Y) :- e2(Z,3), p20(2), p10, between(1,3,Y), compare(O, Y, 2).
P::p20(Y) <- (p00(Y), e2(1,Y), findall(V, e1(2,V), L), sum_list(L, T), T > 2, \+ p10), P is Y / 4.
p21 :- (p00(X), X == X, \+ p10) ; (p00(1)).
p21 :- p00(X), \+ e2(X,2), X \= 1.
0.3::p30(X,Y) :- p20(Y), e1(Y,1), p20(Y), between(1,3,X).
p31(X,X) :- p10, between(1,3,X).
p31(2,X) :- p31(Y,X), p10, p20(X), T =.. [g, X], T \== g(0), Y =:= 1.
p31(2,X) :- p31(1,1), e1(3,Z), e2(3,X), X < 2.
query(p30(2,3)).
query(p31(Y,2)).
query(p30(3,2)).
