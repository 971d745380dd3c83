:- use_module(library(lists)).
0.25::e0(1).
0.25::e0(3).
0.3::e1(3).
0.4::e1(2).
e2(3,2).
0.9::e2(1,3).
0.7::e2(1,1).
p00(Y) :- e0(Y), e2(3,Y).
p00(Y) :- (p01, e0(1), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1, \+ e2(1,Y)) ; (e0(Y)).
p01 <- (p00(3), not e0(2)) ; (p01, T =.. [g, 1], T \== g(0)).
p01 :- (p01, e2(Y,Z), e0(1), Z =:= 3, W is Y + 3, W < 5) ; (e2(X,2), p01).
p10(X,X) :- e1(Y), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2, call(e0, X).
p20(X,Y) <- e0(Y), e0(Y), p10(Y,Y), between(1,3,X), findall(V, e1(V), L), L = [].
p20(Y,1) :- e0(Y), p00(Y), p01, W is Y + 2, W < 5.
p20(Y,2) :- p10(Z,X), between(1,3,Y), X < 1, T =.. [g, X], T \== g(0).
p30(Y) <- (e2(X,Z), p01, p30(1), between(1,3,Y), findall(V, e0(V), L), L \= [], W is Y + 2, W < 5) ; (p31(1), between(1,3,Y), findall(V, p20(Y,V), L), L \= []).
0.6::p30(Y) :- e0(Y), e1(Y), e1(Y), findall(V, e0(V), L), L \= [], \+ p00(Y).
p30(X) :- p20(Y,Z), e2(Y,Z), between(1,3,X), Y @< 3, \+ e0(Y).
P::p31(X) :- (p00(Z), e2(Z,3), p10(X,3), \+ e2(X,X), X \= Z), P is X / 4.
p31(2) :- p00(X), e1(X), findall(V, e2(2,V), L), L \= [].
query(e0(2)).
query(p01) :- between(1,2,X).
