:- use_module(library(lists)).
0.25::e0(3).
e0(1).
0.3::e1(3,2).
0.9::e1(3,3).
0.5::e2(2).
e2(3).
0.2::e3(3).
0.4::e3(1).
p00(3) :- e0(3), e3(Z), e3(2).
0.8::p00(X) <- e3(1), p01(Z), p00(2), between(1,3,X), T =.. [g, Z], T \== g(0).
p00(X) :- p01(X), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p01(Y) <- e1(Z,Z), e2(1), e0(2), between(1,3,Y), call(e2, Z).
p01(2) :- e3(X), T =.. [g, X], T \== g(0).
p01(3) :- Z == 3, p00(Z), e1(Z,X), e3(X), findall(V, e1(2,V), L), L = [].
p10(Y,X) :- (p00(X), p01(X), p00(1), between(1,3,Y), Y @>= 3, Y =\= 3) ; (e3(X), e0(Y)).
p10(X,2) <- (p00(Y), between(1,3,X)) ; (e1(Y,X), p00(X), W is Y + 3, W < 5).
P::p10(X,3) :- (e0(Z), e2(Z), e0(Z), between(1,3,X), Z @>= 1, Z @>= f(1)), P is X / 4.
p20(2,Y) :- p00(3), between(1,3,Y).
p20(X,Y) :- e1(3,1), p01(X), p00(X), between(1,3,Y), W is Y + 1, W < 5, findall(V, e0(V), L), length(L, N), N >= 2.
P::p20(X,X) <- (p01(Z), between(1,3,X), W is X + 3, W < 5, W is X + 1, W < 5), P is X / 4.
query(p00(1)).
query(e2(2)).
query(e0(3)).
