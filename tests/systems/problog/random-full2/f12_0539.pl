:- use_module(library(lists)).
0.75::e0(2).
P::p00(X) :- ((e1(1), e1(Y), e0(Y), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (p00(1), e1(Y), p00(1), between(1,3,X), not e0(Y), compare(O, Y, 3))), P is X / 4.
p00(X) :- e0(Z), e0(Z), between(1,3,X), findall(V, e0(V), L), L \= [].
p00(X) :- (e1(Z), between(1,3,X)) ; (p00(1), between(1,3,X)).
p10(X) :- p00(Z), e0(Z), e0(Z), between(1,3,X), \+ e0(X).
P::p11(Y) <- (p11(Y), p10(3), p00(Y), call(e1, Y)), P is Y / 4.
p11(3) :- e1(Y), p00(Z), e1(2), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, W is Z + 1, W < 5.
p11(X) :- p11(3), p00(2), e1(2), between(1,3,X), findall(V, p00(V), L), L \= [].
P::p20(Y) :- (e1(X), p10(2), between(1,3,Y)), P is Y / 4.
p30(Y) :- p00(Y), W is Y + 2, W < 5, \+ p10(Y).
p30(X) :- p10(Y), p00(Y), between(1,3,X), \+ p10(2), Y @< f(1).
p31(Y) :- p31(2), between(1,3,Y), findall(V, p00(V), L), L \= [].
p31(2) :- (p31(Z), p30(Z), T =.. [g, Z], T \== g(0), Z = Z) ; (p30(Y), Y @< 1).
query(p11(1)).
query(p00(Y)).
query(e0(Y)).
query(\+ e1(1)).
evidence(p10(1), true).
