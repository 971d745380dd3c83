:- use_module(library(lists)).
0.4::e0(3,2).
0.2::e0(1,3).
0.9::e0(1,1).
0.3::e0(3,3); 0.1::e0(2,2); 0.3::e0(1,1).
0.5::e1(2).
P::p00(3,X) <- (e2(Y), p00(Y,Z), e0(Z,Z), between(1,3,X)), P is X / 4.
0.25::p00(2,3) <- (e0(Y,X), e0(X,Y), call(e2, X)) ; (p01(X), X @=< 1, compare(O, X, 1)).
p01(Y) :- e1(Z), between(1,3,Y).
0.8::p01(2) :- e2(Z).
p10(X) :- p00(1,X), p00(3,X).
p10(X) :- p00(1,Z), between(1,3,X), \+ e0(Z,1).
p20(X) :- (p00(Z,3), between(1,3,X), Z = 3, Z =:= 1) ; (e0(3,1), e2(X)).
p20(Y) :- (p01(Z), between(1,3,Y)) ; (p20(3), e0(1,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1).
p20(X) :- e1(3), p20(2), p10(Y), between(1,3,X), Y \= 2, X @< 2.
0.1::p30(X) :- p00(1,1), between(1,3,X), compare(O, X, 1).
p30(X) :- e0(2,Y), p00(Y,3), between(1,3,X), X >= 3, X @>= 3.
p30(Y) :- (p00(X,X), p20(Y), e2(X), \+ p10(Y)) ; (p01(Y), \+ e1(2), W is Y + 1, W < 5).
p31 :- Z == 2, e0(Z,3), e0(Z,Z), p20(Z), \+ e0(Z,Z).
p31 <- p10(Y), Y =:= 2.
query(p10(X)).
query(e1(X)).
query(p00(3,1)).
query(p00(X,X)) :- between(1,2,X).
evidence(e0(1,2), false).
