:- use_module(library(lists)).
0.25::e0(2,1).
0.6::e1(3).
e1(2).
p00(1,3) <- (p00(Z,3), p01(Z), p01(Y), findall(V, e1(V), L), L = []) ; (p01(1), \+ e1(2)).
0.5::p00(3,X) :- p00(Y,Z), p01(Z), e0(Z,2), between(1,3,X), W is X + 3, W < 5.
p00(X,X) :- X \== 2, e1(1), between(1,3,X).
p01(X) :- e1(X), e0(X,X), e0(Z,X), Z =:= 2, W is Z + 3, W < 5.
p01(Y) :- p00(X,X), p01(3), p01(X), between(1,3,Y), findall(V, e0(3,V), L), sum_list(L, T), T > 2, W is Y + 1, W < 5.
p01(X) :- (p00(X,3), e1(X), T =.. [g, X], T \== g(0)) ; (e1(3), e1(Z), between(1,3,X)).
p10(X) :- p10(X), p00(X,3), X @>= f(1).
0.7::p10(Y) :- (p10(Z), p01(3), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (p01(2), between(1,3,Y), \+ e1(3), T =.. [g, Y], T \== g(0)).
0.1::p10(Y) :- (e0(Z,Y), e0(Z,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (p01(X), e1(X), between(1,3,Y), T =.. [g, Y], T \== g(0), W is Y + 1, W < 5).
p20(Y,Y) <- p10(Z), between(1,3,Y).
p20(2,1) :- e0(1,Y), p01(Y), not e1(3), Y \== Y.
p21 :- p00(Z,2), e1(Z), e1(3).
p30(3) :- p21, p00(X,Z), e1(X).
p30(Y) :- p01(Z), p20(Z,3), p10(Z), between(1,3,Y), not p20(Y,Z).
p30(X) :- (p20(X,1), p01(X)) ; (p00(1,Z), between(1,3,X)).
p31 :- X == 3, p10(X), not e1(X).
query(p21).
query(p01(2)).
evidence(p01(3), true).
