:- use_module(library(lists)).
e0.
0.1::e1.
0.7::e2(1,2).
0.6::e3(3).
0.2::e3(2).
0.2::e3(2); 0.3::e3(3); 0.3::e3(1).
p00(2) :- e0, T =.. [g, 1], T \== g(0), \+ e1.
p00(Y) :- e2(1,Z), between(1,3,Y).
p00(1) :- e1, e0, e0.
\+p00(Y) :- e3(Y).
p10(X) :- Y \== 2, e2(X,Y), e1, e3(X).
p10(X) <- e3(Y), between(1,3,X).
p10(Y) :- e0, p00(Z), between(1,3,Y).
P::p20(X) :- (p00(2), e0, between(1,3,X), \+ e2(X,1)), P is X / 4.
P::p20(X) <- (e2(Y,X), p10(2), e0, call(e2, X, X)), P is X / 4.
P::p20(X) :- (X == 1, e2(Y,Y), e2(Y,1), p21(2), between(1,3,X), Y @>= a), P is X / 4.
p21(Y) :- e1, e2(Y,2).
0.75::p30 :- p20(X), X @< 2.
p30 :- p20(Y), subquery(p00(1), Q), Q > 0.33, compare(O, Y, 3).
p30 :- (p30) ; (e2(Z,3), p00(Z), p30, findall(V, p21(V), L), length(L, N), N >= 2, Z < 2).
query(e3(Y)).
query(e0).
query(e0) :- between(1,2,X).
