:- use_module(library(lists)).
0.5::e0(3).
0.2::e0(3); 0.2::e0(1).
0.5::e1(2).
0.3::e2(3).
0.5::e2(1).
p00(Y,X) :- (p00(Y,3), e1(2), e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0), T =.. [g, X], T \== g(0)) ; (p00(X,1), between(1,3,Y), Y \= 1).
p00(Y,Y) :- e1(Y), e2(Z).
0.7::p00(X,X) <- (p00(Y,X), p00(Y,Y), e0(2), not e1(Y), findall(V, e1(V), L), length(L, N), N >= 1) ; (e2(Z), between(1,3,X), X \= Z, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
p10(2) :- e0(X), e2(Y), T =.. [g, X], T \== g(0).
P::p10(Y) :- (e2(1), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p10(Y) :- (p00(Z,1), p00(Z,Y), p10(Y), Y >= 2, Y = Y) ; (p00(Z,Z), p00(Z,Z), e2(Y)).
p20 :- p10(Z).
0.25::p20 :- e1(X), p20, e0(X), call(p10, X).
0.9::p20 <- p21(1,3), p10(3), p10(X), T =.. [g, X], T \== g(0), W is X + 1, W < 5.
p21(2,Y) :- e0(Z), between(1,3,Y), not p00(1,1).
0.4::p21(X,1) <- e0(Y), between(1,3,X).
query(p20).
query(e1(3)).
