:- use_module(library(lists)).
0.2::e0(1).
0.2::e0(2); 0.1::e0(3); 0.3::e0(1).
0.1::e1(2).
0.9::e1(1).
0.75::e2(3).
e2(1).
e2(2).
0.3::e2(1); 0.2::e2(3).
p00(Y) :- e1(Z), p00(X), between(1,3,Y).
p00(Y) :- e1(3), between(1,3,Y).
p01(Y,X) :- e1(1), e1(Y), between(1,3,X).
p01(Y,Y) :- (p00(Y), p01(Y,Y), e1(Y), Y =:= 3, not e0(Y)) ; (e1(X), e2(3), between(1,3,Y), Y @=< 3).
p10 :- p00(Y), e2(2), findall(V, e0(V), L), length(L, N), N >= 2, \+ p01(Y,Y).
p10 :- e2(X), p01(X,X), e1(X), compare(O, X, 1), X >= 1.
p10 :- e0(Z), e1(Z), Z @< f(1).
p20 <- X \== 2, X \== 1, e2(X).
p20 :- e2(Y), p20, p10, compare(O, Y, 1), findall(V, e0(V), L), length(L, N), N >= 1.
p30(X) :- p20, p20, between(1,3,X), not p00(3), W is X + 1, W < 5.
p30(X) :- p20, between(1,3,X).
query(p01(X,Y)).
query(p00(1)).
evidence(p00(3), true).
