:- use_module(library(lists)).
0.25::e0.
e1(2).
0.6::e2(3).
0.2::e2(2).
0.1::e2(1).
e3.
p00(X) :- X \== 2, e2(3), between(1,3,X), \+ e1(X).
0.8::p00(X) :- X \== 1, p00(X), e2(2), \+ e1(X).
0.2::p00(2) :- (p01(X), e0) ; (e0, e3, e3).
p01(Y) :- e2(X), p00(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p10 :- e2(X), p11(X,X), W is X + 1, W < 5, X == X.
p10 :- e0, p10, \+ p00(3), T =.. [g, 1], T \== g(0).
p11(X,3) :- (X == 3, e1(1), e0, p01(X), X >= 1) ; (p00(X), X =\= 2, call(e1, X)).
p11(1,1) :- e1(1).
0.25::p20(2) :- e1(Y), \+ p10, findall(V, p01(V), L), sum_list(L, T), T > 2.
P::p20(X) :- (e2(Z), between(1,3,X), X @>= 3, not p00(Z)), P is X / 4.
p20(Y) :- p10, e1(1), between(1,3,Y).
0.25::p21(X) :- p11(Z,Z), e3, e1(Z), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2, findall(V, p00(V), L), sum_list(L, T), T > 2.
query(p01(1)).
query(p20(2)).
query(e2(Y)).
