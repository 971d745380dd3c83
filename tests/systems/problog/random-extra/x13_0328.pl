:- use_module(library(lists)).
0.4::e0(2).
0.75::e1(3,1).
0.25::e1(2,2).
0.75::e1(1,2).
0.4::e2(1,1).
e2(1,3).
0.3::e2(3,3); 0.3::e2(2,2).
e3.
0.1::p00(Y) :- p00(Y), Y =:= 1.
p00(Y) :- e1(Z,X), e2(X,1), p00(X), between(1,3,Y), subquery(e2(2,2), Q), Q < 0.33, T =.. [g, Y], T \== g(0).
0.7::\+p00(X) :- e3, between(1, 3, X).
0.4::p01 :- p01, p00(3).
p01 :- e1(Y,Z), findall(V, e1(Z,V), L), length(L, N), N >= 2, W is Y + 2, W < 5.
p01 <- e2(Y,Z), p01.
0.75::p10(X) :- (e1(Z,Y), between(1,3,X), \+ p00(3)) ; (p00(X), e2(X,X), e0(2), \+ e2(X,X), X \== X).
p10(Y) :- e3, between(1,3,Y), W is Y + 3, W < 5.
p20(X) :- p20(2), e1(3,2), between(1,3,X), T =.. [g, X], T \== g(0), \+ e3.
p21 :- (p01, \+ p01) ; (p01).
p21 :- (p10(1), e0(Y), e0(Z)) ; (X == 3, e2(3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
p30(X,X) :- (p20(2), p30(X,3), p30(Y,Z), Y >= 3, not p20(Y)) ; (p30(Y,2), between(1,3,X)).
p30(Y,Y) :- p01, p00(Y), Y \= Y.
p31 :- p31, p10(X), p01, call(p20, X).
query(p21).
query(p01).
evidence(p10(3), true).
