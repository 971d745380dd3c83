:- use_module(library(lists)).
0.4::e0(3).
0.8::e1(2).
0.8::e1(3).
0.7::e1(1).
0.2::e1(3); 0.2::e1(2); 0.2::e1(1).
0.3::e2(3).
0.5::p00(Y) :- p00(1), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- (e2(Z), e0(Z), e2(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), length(L, N), N >= 2) ; (p00(X), between(1,3,Y)).
p10(2) :- e0(Z), p11(Y), Z < 2.
p10(Y) :- e2(Y), e0(Y), p00(X).
p10(3) :- e1(3), p11(1), p00(Y), call(e2, Y).
p11(X) :- p10(X), X = X, call(p00, X).
p11(2) :- p10(3), findall(V, e1(V), L), length(L, N), N >= 1.
P::p11(Y) :- (p00(2), between(1,3,Y)), P is Y / 4.
0.2::p20(X,X) :- p00(X), \+ e1(X), not p00(X).
p20(2,2) :- (p00(Z), W is Z + 1, W < 5, Z \== Z) ; (Z \== 2, e2(Z), e0(Z), p20(Z,1), call(e0, Z)).
query(p10(Y)).
query(p10(3)).
query(\+ e0(2)).
evidence(p10(3), false).
