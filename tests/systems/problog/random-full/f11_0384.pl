:- use_module(library(lists)).
e0(3).
0.7::e2(2).
P::p00(X) :- (e2(Y), p00(1), e1(X)), P is X / 4.
p00(X) :- e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e2(V), L), sum_list(L, T), T > 2.
p00(Y) :- p00(X), between(1,3,Y).
p10(Y) :- p00(Y), Y =:= 2, not p00(Y).
p11(X) :- (e1(X), e0(2), W is X + 3, W < 5, X == X) ; (e1(X)).
0.75::p11(X) :- X == 3, p11(2), between(1,3,X), \+ e1(X).
0.9::p11(Y) :- (e1(3), e1(X), between(1,3,Y), call(p00, 2), X == X) ; (e1(X), between(1,3,Y)).
query(e0(3)).
query(p10(X)) :- between(1,2,X).
query(\+ e1(1)).
