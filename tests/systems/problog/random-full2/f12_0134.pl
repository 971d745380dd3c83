:- use_module(library(lists)).
e0(1).
0.1::e0(3).
0.9::e0(2).
0.3::e0(1); 0.3::e0(3).
0.2::e1(2).
0.9::e1(1).
0.3::e1(3).
p00(Y) :- e0(Y), p00(1).
0.8::p00(Y) :- e0(Y), findall(V, e1(V), L), L = [].
p00(X) :- e1(1), between(1,3,X).
p10 :- (e0(Y)) ; (p00(X), e0(3), e0(3)).
p10 :- Z \== 2, e0(Z), p00(1), Z >= 2.
p10 :- (p00(Z)) ; (e1(3)).
p20(X) <- (p20(1), p10, e0(Z), between(1,3,X), not p00(Z), findall(V, p00(V), L), length(L, N), N >= 2) ; (p20(X), \+ p00(X), \+ p10).
0.1::p20(Y) :- p10, p00(X), p20(3), between(1,3,Y), \+ e1(X).
query(p10).
query(p10).
query(\+ p00(3)).
evidence(p00(1), false).
