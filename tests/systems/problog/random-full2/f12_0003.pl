:- use_module(library(lists)).
0.3::e0(1).
e0(3).
0.25::e0(2).
0.3::e1.
0.1::e2(3).
p00(X) :- (p00(Y), e2(2), e2(Y), between(1,3,X), call(e0, X), \+ e2(2)) ; (e0(Z), p00(Z), between(1,3,X)).
p01(X) :- X == 2, p01(Y), between(1,3,X).
p01(1) :- p01(Y), Y == 2, Y =\= 3.
0.9::p01(Y) :- p01(3), p00(X), e0(1), between(1,3,Y), compare(O, X, 1).
p10(X) <- (p01(X), e2(Y), p10(3), \+ p00(2)) ; (p01(2), e2(Z), between(1,3,X), not p00(X), \+ p00(X)).
p11 :- p00(X), e1, p10(1).
p11 :- (p10(Z), p01(X), p01(X)) ; (p10(Y), e2(Y), p00(Y), not e2(Y)).
p20(X) :- p00(1), e2(Z), between(1,3,X), Z =:= 1, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
0.75::p30(2,2) <- p00(X).
p31(3) :- p20(3), \+ p01(1).
p31(X) :- p31(3), between(1,3,X), W is X + 1, W < 5, X @< f(1).
P::p31(X) :- (p20(Y), p10(Y), between(1,3,X), Y == 2), P is X / 4.
query(e0(1)).
query(p10(3)).
query(p11).
query(\+ p01(2)).
