:- use_module(library(lists)).
e0(2).
e1.
0.3::e2(2,2).
e2(3,3).
0.3::e2(3,3); 0.2::e2(1,1).
p00 :- X \== 1, p01(X), p01(X), p01(X).
p00 :- p01(1), e2(Y,Z), e0(Y), \+ e0(3).
p01(2) :- e2(2,1), p00.
p01(Y) :- p01(X), p01(X), between(1,3,Y), call(e0, Y).
p01(Y) :- e0(Y).
p10(Y) :- (e0(1), e1, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e0(2)) ; (e2(Y,X), p01(X), W is X + 3, W < 5, call(e2, X, Y)).
0.5::p10(Y) <- e2(1,X), between(1,3,Y), not p01(Y).
0.25::p10(X) :- p01(Y), between(1,3,X), call(p01, 3), T =.. [g, X], T \== g(0).
P::p20(Y) :- (p10(Y), e2(Y,Y), p01(3), T =.. [g, Y], T \== g(0), Y \== Y), P is Y / 4.
p20(Y) :- (p21(X), between(1,3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, Y < 1) ; (p01(X), p21(Y), compare(O, X, 3)).
p20(1) :- e1.
p21(3) :- p20(Z), Z = Z, findall(V, p10(V), L), length(L, N), N >= 2.
p21(Y) <- (e0(Y), W is Y + 3, W < 5, findall(V, p10(V), L), L \= []) ; (Y == 2, p00, p10(2), between(1,3,Y), call(p10, Y)).
query(p10(3)).
query(p00).
evidence(e0(2), false).
