:- use_module(library(lists)).
0.8::e0.
0.1::e2(2,3).
0.3::e2(3,1).
0.25::e2(2,1).
p00(X) :- e1(Z), p00(2), between(1,3,X), X =:= 2, findall(V, e1(V), L), length(L, N), N >= 2.
p00(X) :- p00(Z), between(1,3,X).
p00(Y) :- e0, p00(X), e1(X), between(1,3,Y).
p10(Y,Y) :- e0, e1(1), p00(2), between(1,3,Y), W is Y + 2, W < 5.
p10(X,2) :- p11(1), p10(3,Y), e1(Y), between(1,3,X), Y =\= 3.
p11(2) :- e0, e1(Z), p10(3,3).
0.3::p11(1) <- (e0, findall(V, p00(V), L), length(L, N), N >= 1) ; (e2(X,3), p00(Y)).
0.8::p20(X) :- p10(Y,X), e1(X), e0, \+ e1(X).
p20(2) :- e0, T =.. [g, 3], T \== g(0), T =.. [g, 1], T \== g(0).
0.7::p20(2) :- p20(Y), p10(X,X), \+ p11(1).
p30(X) :- e2(1,X), e2(Z,1), compare(O, Z, 2).
P::p30(Y) :- (e2(Z,2), between(1,3,Y), Y >= 3), P is Y / 4.
query(p00(X)).
query(p20(1)).
query(p30(3)).
query(p10(X,X)) :- between(1,2,X).
