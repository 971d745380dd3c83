:- use_module(library(lists)).
0.4::e0(3).
e0(2).
0.2::e0(1); 0.3::e0(3).
0.8::e1(2).
0.1::e1(3); 0.3::e1(1).
0.4::e2.
0.4::p00(2) :- e0(X), e2, e0(Y), T =.. [g, X], T \== g(0), compare(O, X, 3).
p00(X) :- (e0(Y), e2, between(1,3,X)) ; (p01(X), X \== X).
p00(Y) :- e2, between(1,3,Y).
0.6::p01(Y) :- p00(Z), between(1,3,Y), \+ e2.
p01(X) :- (e0(3), e1(X), e0(2), X = X, compare(O, X, 3)) ; (e0(X), e0(X), not e0(2)).
p01(X) :- X \== 1, e1(X), p00(1), p01(X).
p10(2) :- (e1(X), e2, p00(X), call(e1, X)) ; (e0(Z), e0(Z), findall(V, e0(V), L), length(L, N), N >= 1).
0.9::p20 :- p01(X).
p20 <- p10(2), p10(Y), e1(Y), call(p00, Y).
0.4::p20 <- e1(X), e1(X), p00(X).
p30(2) :- (e0(2), p00(2)) ; (e1(Z), p30(X), p10(1), T =.. [g, Z], T \== g(0)).
p30(X) :- (p01(Y), between(1,3,X), X == 1) ; (p10(X), e0(X), p10(X)).
query(p01(2)).
query(e1(1)).
evidence(p20, false).
