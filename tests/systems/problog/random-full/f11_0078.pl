:- use_module(library(lists)).
0.7::e0.
0.7::e1(3,3).
e1(1,3).
0.2::e1(3,3); 0.1::e1(1,1); 0.1::e1(2,2).
e2(2,1).
0.9::e2(1,2).
0.1::e3(2).
0.1::e3(1); 0.1::e3(2); 0.1::e3(3).
p00(Y) :- e3(Z), e3(Z), p01(Z), between(1,3,Y).
0.2::p01(X) :- (p01(Z), e3(Y), e2(1,Z), between(1,3,X), X =:= 3, Y = 2) ; (p01(Y), e3(3), between(1,3,X)).
p01(X) :- (e2(1,X), p00(X), not e3(X), X @< 1) ; (Z == 1, p01(Z), p00(1), between(1,3,X), findall(V, e2(1,V), L), L \= []).
p01(X) :- X \== 2, p00(2), e3(2), between(1,3,X), \+ e0.
p10(Y,X) :- (e0, e3(3), p01(3), between(1,3,X), between(1,3,Y), compare(O, Y, 3), X @< 2) ; (e1(Z,1), e0, e2(3,Y), between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, W is Z + 3, W < 5).
0.75::p11(Y) :- e2(1,1), between(1,3,Y).
p20(X,Y) :- (p20(Y,X), p20(Y,3), p00(X), X @< 3) ; (p10(2,X), between(1,3,Y), W is X + 3, W < 5).
p20(3,Y) <- e2(Z,2), e0, between(1,3,Y), Z \= Y.
0.2::p20(X,2) :- p10(Y,1), p00(1), between(1,3,X), not p00(X).
p30(2) :- e0, p10(Z,Y).
0.9::p30(1) :- (p01(Z), p00(3), \+ p01(Z)) ; (p11(Z), e3(X), e0, \+ p01(X), not e2(Z,Z)).
p30(2) :- p10(Y,3), e3(2), findall(V, e2(Y,V), L), L = [].
P::p31(X,3) :- (p30(X)), P is X / 4.
P::p31(Y,Y) :- ((e1(2,Z), p11(Z), e1(1,1), between(1,3,Y), Y < 2, T =.. [g, Z], T \== g(0)) ; (e2(1,Z), between(1,3,Y), \+ e2(Y,Y), findall(V, e1(1,V), L), length(L, N), N >= 1)), P is Y / 4.
0.25::p31(Y,3) :- (p01(2), between(1,3,Y), Y =\= 1, W is Y + 1, W < 5) ; (p01(Y), not e3(2)).
query(p10(3,2)).
query(e1(Y,3)).
query(e0) :- between(1,2,X).
evidence(p31(2,2), true).
