:- use_module(library(lists)).
0.3::e0(3).
0.1::e0(3); 0.2::e0(1).
0.1::e1(2).
0.1::e2(1).
0.1::e2(3); 0.2::e2(1); 0.1::e2(2).
e3(2,2).
0.3::e3(3,2).
0.75::e3(3,3).
p00(Y) :- e1(Y), e2(Y), Y >= 1.
\+p00(1) :- e1(2).
p10(3) :- p10(Y), e1(Y), e3(1,Y).
P::p10(X) :- ((p00(Z), between(1,3,X), Z \== X, X < 1) ; (p00(X), findall(V, e1(V), L), sum_list(L, T), T > 2)), P is X / 4.
P::p10(X) :- (p10(Z), e1(X)), P is X / 4.
\+p10(Y) :- e3(Y,2).
p20 :- e1(Y), e0(Y), e3(2,Y), Y < 3, \+ p10(Y).
p20 :- e2(Y).
0.1::p30(X) :- (p00(X), p20, e1(X)) ; (Z == 2, e3(Z,Z), p20, between(1,3,X), W is X + 1, W < 5).
0.25::\+p30(Y) :- e2(Y).
query(e1(Y)).
query(e3(X,X)) :- between(1,2,X).
query(\+ e3(2,3)).
