:- use_module(library(lists)).
0.8::e0(1,1).
e0(1,2).
0.4::e0(1,3).
e2(1).
e2(3).
0.6::p00(Y) :- p00(X), e3(1), p00(X), between(1,3,Y).
0.7::p10(Y) :- p00(Z), p00(X), between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, p00(V), L), sum_list(L, T), T > 2.
p10(X) :- p00(X), p10(3), X \== X.
0.8::\+p10(Y) :- e3(Y).
p20(X) <- e2(X), p20(3), X == 3, X \== 2.
p20(X) :- e2(Y), p00(X), findall(V, p00(V), L), length(L, N), N >= 1.
p20(Y) :- (p10(Y), e1(2), W is Y + 3, W < 5) ; (e0(X,Z), e1(3), between(1,3,Y), call(p10, Y)).
P::p30(Y) <- (p30(X), p20(3), between(1,3,Y), Y = 1), P is Y / 4.
0.75::p30(X) :- e2(Z), between(1,3,X), findall(V, e0(2,V), L), sort(L, S), length(S, N), N < 2.
query(p20(Y)).
query(p30(X)).
query(p00(Y)).
evidence(e1(2), false).
