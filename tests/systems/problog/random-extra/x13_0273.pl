:- use_module(library(lists)).
0.4::e0(3,3).
e0(1,3).
0.4::e1(2).
0.25::e1(1).
p00(Y,3) :- (e0(X,X), e1(1), between(1,3,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2, Y =:= 1) ; (e1(3), e1(X), e0(X,Z), between(1,3,Y), not e1(Z)).
p00(3,X) :- e1(Y), between(1,3,X), compare(O, Y, 3).
p10(Y,Y) :- p10(X,1), p00(X,X), between(1,3,Y), call(p00, X, 1).
0.4::p10(Y,Y) :- p11(Z), p10(Z,Z), e0(Z,Z), between(1,3,Y), Y = 1, not e0(Y,Z).
P::p10(X,Y) :- (e0(X,Z), p10(Z,3), p00(1,1), between(1,3,Y), not p00(Z,1)), P is Y / 4.
p11(Y) :- (p10(3,Y), p00(Y,X)) ; (e0(X,2), between(1,3,Y), Y =\= 1, W is X + 2, W < 5).
p20(X,X) :- p11(X), p00(X,3), p11(X), X == 2, \+ p00(X,2).
p20(X,X) :- p20(3,Z), between(1,3,X).
P::p20(Y,X) :- (X \== 2, p21(Y), e0(3,Y), between(1,3,X), findall(V, p00(1,V), L), L = []), P is Y / 4.
0.4::\+p20(Y,Y) :- e0(Y,3).
p21(X) :- e0(2,Y), p20(Y,Y), p00(1,1), between(1,3,X).
p30(Y,X) <- p20(Z,Z), between(1,3,X), between(1,3,Y), X \== 2, compare(O, Z, 2).
p30(Y,X) :- p10(Y,Y), p10(Y,Z), p21(2), between(1,3,X).
query(p00(Y,1)).
query(p20(2,3)).
query(e1(Y)).
query(\+ p00(3,2)).
evidence(p10(1,2), true).
