:- use_module(library(lists)).
0.5::e0(3,2).
e0(2,2).
0.8::e1(1).
0.6::e1(2).
e1(3).
0.3::e2(1,2).
0.75::e2(2,1).
0.8::e2(2,2).
e2(2,3).
p00(Y) :- e1(1), e2(Y,Z), p00(Y).
p01(Y) :- e1(Y), e0(Y,Z), call(e0, Y, 1), W is Z + 3, W < 5.
P::p10(X) :- ((p01(Y), e0(Y,3), between(1,3,X)) ; (p10(Y), p10(Y), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, compare(O, Y, 1))), P is X / 4.
0.8::p11(Y) :- e2(Z,Y), e2(Z,Y), p00(2), Z =:= 3, not e1(3).
0.25::p20(X) :- p01(Z), p21(3,Z), between(1,3,X).
p20(X) :- e3(X), p20(Z), e0(X,1).
p21(Y,2) :- e3(Z), e3(Z), between(1,3,Y), Y >= 1, Y =\= 3.
p21(Y,3) <- (e2(X,Z), e0(Y,Y), Z == X, Y =\= 1) ; (Y \== 2, p21(Z,3), between(1,3,Y), call(e1, Z)).
p21(X,X) :- p11(X), p20(Y), \+ p00(Y), Y @=< 2.
p30(2) :- e3(X), p00(X), e3(1), T =.. [g, X], T \== g(0), \+ p21(X,X).
query(e0(2,2)).
query(p20(3)).
query(p10(X)) :- between(1,2,X).
