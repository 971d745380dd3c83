:- use_module(library(lists)).
0.75::e1(2).
0.3::e1(3); 0.1::e1(1).
p00(X) :- e0(X), e1(X), e1(X), W is X + 3, W < 5.
0.7::p00(X) <- e0(X), p00(X), W is X + 2, W < 5, findall(V, e0(V), L), length(L, N), N >= 2.
P::p00(X) :- ((p01, p00(Z), p00(2), between(1,3,X), X >= 1) ; (e1(X))), P is X / 4.
p01 <- e1(Y), W is Y + 2, W < 5.
p01 :- e1(2), T =.. [g, 3], T \== g(0), T =.. [g, 3], T \== g(0).
p10(X) :- p00(Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, call(e1, Z).
p10(Y) :- Y == 2, p01, p01, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(3) :- (p10(Y), e1(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Y =\= 2) ; (e1(Z), e1(3), p00(2), call(e0, Z)).
p11(Y) :- p10(2), between(1,3,Y), call(e1, Y).
p20(X) :- p11(Y), between(1,3,X), compare(O, Y, 2).
p20(X) :- (e0(Z), e0(Z), between(1,3,X), X @=< 3, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p10(Y), p20(Z), between(1,3,X), Y == X, W is Y + 1, W < 5).
P::p20(X) :- (e0(Y), p20(1), between(1,3,X), Y >= 1, compare(O, Y, 2)), P is X / 4.
p21(X) <- p10(1), p10(2), between(1,3,X).
p21(X) :- (e0(Z), p01, p11(Z), between(1,3,X)) ; (p01, p01, e0(1), between(1,3,X), findall(V, p10(V), L), L \= []).
p21(Y) :- e1(Y), call(e0, Y).
p30(X) <- e1(Y), e0(Y), p30(Y), between(1,3,X), \+ e1(3).
P::p30(X) :- (p10(Y), e0(Y), e1(2), between(1,3,X)), P is X / 4.
p30(Y) :- e1(2), between(1,3,Y).
0.2::p31(Y) :- p20(2), e1(3), p00(Z), between(1,3,Y), call(p11, 1), \+ e0(Y).
p31(Y) :- e0(3), between(1,3,Y).
p31(X) <- e0(Y), p01, e0(Z), between(1,3,X), findall(V, p10(V), L), L \= [].
query(p20(3)).
query(p10(2)).
evidence(p20(3), false).
