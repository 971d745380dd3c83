:- use_module(library(lists)).
0.9::e0(1).
0.1::e0(3).
0.2::e0(3); 0.3::e0(2).
0.2::e1(3).
0.2::e1(1).
p00(Y) :- Z \== 3, p00(Z), e1(X), e0(Z), between(1,3,Y), compare(O, X, 2).
p00(X) :- (p00(Z), between(1,3,X), \+ e1(X)) ; (e1(3), between(1,3,X)).
p01(Y) :- p01(X), p01(X), between(1,3,Y), \+ e1(Y).
0.8::p01(2) :- e1(1), p01(X), p00(X), X \= X, X == X.
p01(1) :- p01(2).
p10 :- p10.
0.75::p10 :- e1(Y), e0(3).
p10 :- p10, p00(Y), p11(Y), call(e1, Y).
p11(Y) :- e1(X), p01(1), e0(X), between(1,3,Y).
p11(X) <- e0(1), p00(X), p11(X), \+ p01(X), X = X.
p20(Y) :- p00(Z), p11(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), length(L, N), N >= 2.
p20(X) :- (e0(Y), p01(Y), p10, between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, X \= X) ; (p00(X), p20(X), p00(2)).
p30(X) :- p11(1), between(1,3,X), call(p11, X), compare(O, X, 3).
p31 :- p30(Y).
query(p20(Y)).
query(p20(X)).
evidence(p01(2), false).
