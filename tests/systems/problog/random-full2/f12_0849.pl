:- use_module(library(lists)).
e0(1).
0.25::e1.
0.75::e2(1).
e2(2).
e2(3).
0.2::e2(1); 0.2::e2(3).
P::p00(X) :- (p00(Y), e2(2), e0(X)), P is X / 4.
P::p01(X) :- (e0(Z), e1, between(1,3,X), X \= 1, call(e0, X)), P is X / 4.
0.6::p10(X) <- (p01(X), e1, e1, W is X + 2, W < 5, X \== 2) ; (p10(Y), e1, between(1,3,X), X @>= 3, T =.. [g, X], T \== g(0)).
p10(X) <- (p00(Z), p10(3), e2(Y), between(1,3,X), Z =:= 2, Y @>= 3) ; (p01(X)).
p20 :- p01(Y), e1, p21, W is Y + 3, W < 5.
p21 :- e2(3).
p21 <- e1, \+ e0(2).
p21 :- p20, e2(X), W is X + 2, W < 5, findall(V, e2(V), L), length(L, N), N >= 2.
p30(3) :- e0(2), p01(Z), e2(Z).
p30(3) :- (p30(Z), e0(1), W is Z + 1, W < 5, Z = Z) ; (e2(2), findall(V, p10(V), L), length(L, N), N >= 2).
p30(Y) :- e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0).
query(e2(1)).
evidence(p20, true).
