:- use_module(library(lists)).
0.7::e0(3,2).
0.8::e0(2,1).
0.1::e1.
0.75::e2(2).
p00(Y) <- (Y == 3, p01(Y), not e2(Y)) ; (p00(X), e1, p01(X), between(1,3,Y), call(e2, Y), X = X).
P::p00(Y) :- (p00(Z), e0(Z,X), between(1,3,Y)), P is Y / 4.
p00(Y) :- p00(2), e0(3,Y), findall(V, e2(V), L), length(L, N), N >= 1, Y =:= 3.
p01(3) :- (p01(X)) ; (e1, p01(1), p01(Z), Z =:= 3, \+ e2(Z)).
P::p01(X) :- (p00(X), \+ e2(X), X =\= 1), P is X / 4.
0.3::p10(Y) :- p00(1), e1, between(1,3,Y), compare(O, Y, 3).
0.1::p10(X) <- e2(Y), e1, e1, between(1,3,X), call(p00, 3).
p10(X) :- p00(Z), between(1,3,X), \+ p01(X).
p20(X) :- (p10(X), p01(2), p20(X), findall(V, p01(V), L), L = [], X \= X) ; (p10(Z), p01(Y), between(1,3,X), Y @< f(1)).
p20(1) :- e2(X), p21(X), p00(3), X =\= 2, call(e0, 2, 3).
p21(X) :- p21(Y), between(1,3,X), X =:= 1.
0.8::p21(3) :- p20(1), p01(Z), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, not e0(1,Z).
p21(2) :- (e0(2,Y), e1, p00(2), W is Y + 3, W < 5) ; (e2(X), \+ p10(X)).
p30 :- e2(X), X \== X.
query(e0(2,2)).
query(p01(2)).
