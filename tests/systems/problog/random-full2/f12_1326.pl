:- use_module(library(lists)).
e0(2).
e0(3).
0.7::e0(1).
0.8::e2(2).
p00(3) :- e2(X), call(e0, 1), X @< 2.
P::p00(Y) :- (p00(Z), p00(1), between(1,3,Y), compare(O, Z, 3)), P is Y / 4.
p00(X) :- e1(Z,X).
P::p10(X) :- (p11(X,1), e0(X), p00(X), X @< 1), P is X / 4.
P::p10(Y) <- ((p11(Y,Y), p00(2), p11(Y,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0)) ; (Y \== 1, p10(1), between(1,3,Y), \+ e2(Y))), P is Y / 4.
p10(Y) :- e1(Z,3), e1(3,2), p10(Z), between(1,3,Y).
p11(X,Y) :- (p00(X), p10(X), between(1,3,Y)) ; (e2(Y), p10(Y), between(1,3,X), call(p00, Y), \+ e0(X)).
p11(Y,Y) <- e0(Y), p00(X), \+ e0(2).
p11(X,X) :- p11(Z,2), p11(2,2), e1(Z,X), findall(V, e2(V), L), sum_list(L, T), T > 2.
query(p00(1)).
query(p10(X)) :- between(1,2,X).
