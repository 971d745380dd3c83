:- use_module(library(lists)).
0.1::e0.
0.5::e1.
0.2::e2(1,3).
0.4::e3.
p00(Y) :- p00(3), between(1,3,Y), not e2(1,3), T =.. [g, Y], T \== g(0).
p00(Y) :- e3, e0, p00(Z), between(1,3,Y), not e2(Z,Z).
p00(X) :- e2(1,Z), e2(Z,Z), e3, between(1,3,X).
p01(X) :- e2(3,3), p01(X), findall(V, e2(X,V), L), L \= [].
p01(X) :- p00(Y), e0, e3, between(1,3,X).
p01(Y) :- (e3, between(1,3,Y)) ; (p00(Z), between(1,3,Y), call(e2, Y, Z), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2).
p10(Y) :- p00(Z), between(1,3,Y), Z =:= 2, compare(O, Y, 2).
P::p10(X) :- (p10(2), between(1,3,X), W is X + 3, W < 5), P is X / 4.
0.1::p11(X) <- e2(Z,Y), e2(Z,X), e2(Y,1), findall(V, e2(X,V), L), L = [], W is Y + 3, W < 5.
p11(X) :- e0, p11(Y), between(1,3,X).
p20 :- p21(3,2), e1.
p21(X,Y) :- p10(1), between(1,3,X), between(1,3,Y), Y = X, not e2(X,Y).
P::p30(X,Y) :- ((e2(Y,3), e3, p30(Z,Y), between(1,3,X), W is Y + 1, W < 5, Y @< 3) ; (e0, between(1,3,X), between(1,3,Y), findall(V, p10(V), L), length(L, N), N >= 2, \+ p21(1,1))), P is X / 4.
p30(X,X) :- p11(3), p30(1,2), p10(Z), between(1,3,X).
0.1::p31(1) :- p11(1).
query(e1).
query(p21(2,X)).
query(p00(1)).
query(p01(X)) :- between(1,2,X).
