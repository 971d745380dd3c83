:- use_module(library(lists)).
P::p00(X) :- ((e1(Y), e0(2), between(1,3,X), X @>= f(1), T =.. [g, Y], T \== g(0)) ; (p01, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p00(Y) :- (p00(X), p01, e1(X), between(1,3,Y)) ; (p01, e0(3), between(1,3,Y), W is Y + 1, W < 5).
p00(Y) :- e2(Z,Y), W is Y + 3, W < 5, Z == Y.
p01 :- (e1(Y), e1(Y), Y @>= 1, Y \== Y) ; (e0(Z), Z < 3, findall(V, e0(V), L), L \= []).
0.8::p01 :- e2(Y,X).
0.4::p10(X) :- (p00(1), between(1,3,X), X >= 3) ; (X \== 1, e2(Z,Z), between(1,3,X), Z >= 2).
P::p10(X) :- (p01, e2(Z,Y), p01, between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e0(1)), P is X / 4.
p11(Y) :- (p10(1), p10(Y), p10(2), Y @=< f(1)) ; (e0(1), between(1,3,Y)).
p11(3) <- p11(Y).
p20(1) :- (p10(X), p20(X), p20(X)) ; (p20(X), p11(Y), e2(Z,X), not p10(Y), X @< f(1)).
query(e1(1)).
query(p00(1)).
query(e1(1)).
