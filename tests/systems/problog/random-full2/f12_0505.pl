:- use_module(library(lists)).
0.1::e0(3,1).
0.6::e1(2).
0.5::e1(3).
0.1::e1(1); 0.3::e1(3); 0.1::e1(2).
0.1::e2.
P::p00(X) :- (e0(3,1), e0(Z,2), e2, between(1,3,X)), P is X / 4.
p00(Y) :- e2, p00(X), e2, between(1,3,Y).
p01(X) :- (p01(Y), e0(3,Y), p00(Z), between(1,3,X)) ; (e1(1), e1(Y), between(1,3,X)).
p10 :- (e2, p00(Z), e0(Z,Z)) ; (p10, e1(2), p00(X), not p00(X), compare(O, X, 3)).
0.2::p10 <- (p00(Z), e0(2,Z), T =.. [g, Z], T \== g(0)) ; (p01(2), e0(Z,2), compare(O, Z, 1)).
0.1::p20(Y) :- p20(Z), between(1,3,Y).
p21(Y) :- e0(1,Z), p10, between(1,3,Y), Y < 3, Y < 1.
p21(3) :- (p21(1), p20(Y), p21(2), W is Y + 3, W < 5, Y < 2) ; (p00(3), e0(Z,2)).
0.8::p21(2) :- p20(Y), e0(Y,X), p21(Y), findall(V, p01(V), L), sum_list(L, T), T > 2.
query(e1(1)).
query(e2).
query(p21(Y)).
query(p00(X)) :- between(1,2,X).
query(\+ p21(3)).
