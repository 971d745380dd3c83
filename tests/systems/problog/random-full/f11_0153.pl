:- use_module(library(lists)).
0.5::e0(3).
0.4::e1(1).
0.25::e1(2).
p00 :- p00, e0(3), p00, \+ e2(3,1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y) :- ((e0(X), p00, e1(Z), between(1,3,Y), W is Z + 2, W < 5, findall(V, e1(V), L), L = []) ; (p10(Y), p10(Y))), P is Y / 4.
p10(X) :- p10(Z), p10(Z), e2(Z,Z), between(1,3,X).
0.7::p11(X) <- e1(X), e0(X), X @=< 1.
0.5::p11(X) :- p10(X), p00, e2(Z,X), compare(O, Z, 3), Z =:= 1.
P::p20(Y) :- (e1(Z), p20(Y), p20(1), \+ e2(3,Y), call(e1, Y)), P is Y / 4.
p20(1) :- e0(X).
p20(2) :- e0(Z), e1(Z), compare(O, Z, 3), call(e1, Z).
0.4::p21(Y) :- Z \== 2, p11(1), p10(Z), between(1,3,Y), Y @< 1.
p21(Y) :- (e0(Y), p11(Y), p20(3)) ; (e2(Y,1), Y @=< a).
P::p21(X) :- (p20(Z), between(1,3,X)), P is X / 4.
query(e2(X,Y)).
query(e1(3)).
query(p10(3)).
evidence(p21(2), true).
