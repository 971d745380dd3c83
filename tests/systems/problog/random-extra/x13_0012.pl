:- use_module(library(lists)).
0.2::e0(1,1).
e0(1,2).
e1(1,1).
0.5::e1(3,2).
0.3::e1(2,2); 0.3::e1(3,3); 0.3::e1(1,1).
0.5::e2(1).
0.9::p00(Y) :- Y \== 1, e0(X,X), e2(X), p00(X), between(1,3,Y).
0.3::\+p00(X) :- e1(X,3).
p01(2) :- e0(X,X), p01(X).
\+p01(Y) :- e2(Y).
p10(X) :- X \== 3, e1(X,1), e1(X,Y), e0(Y,X).
P::p11(X) :- (Y \== 2, p10(Y), p10(1), p10(Y), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2), P is X / 4.
0.5::p20(Y) :- p11(3), between(1,3,Y).
P::p20(X) :- (X \== 3, p00(X), p00(Z), X \== 3), P is X / 4.
p21 :- p01(X).
p21 :- (p00(Z)) ; (p01(Y), findall(V, p00(V), L), sum_list(L, T), T > 2).
0.25::p21 :- (p20(Y), p11(3), p21) ; (X == 2, e1(Y,X), p00(Y), p11(3), Y = X).
query(e1(Y,Y)).
query(p10(3)).
query(p11(Y)).
query(e0(X,X)) :- between(1,2,X).
query(\+ e1(2,2)).
evidence(p20(2), false).
