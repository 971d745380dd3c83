:- use_module(library(lists)).
e0(1,3).
0.3::e0(2,2); 0.1::e0(1,1); 0.2::e0(3,3).
0.5::e1.
e2(1).
0.1::e2(3); 0.1::e2(1).
p00(3) :- (e1, e1, e1, call(e2, 1)) ; (e0(X,1), W is X + 2, W < 5, X == X).
p00(X) :- e2(1), p00(Z), e1, between(1,3,X).
0.2::p10 :- p00(X), not p00(X).
p10 :- p11(Y,X), e2(X), findall(V, e2(V), L), sum_list(L, T), T > 2, not e2(X).
p11(Y,X) :- Y \== 2, p11(X,3), e0(X,1), between(1,3,Y), X == X.
p20 <- e0(Y,Y), e0(Y,Y), e2(Y).
p20 <- e0(1,1), \+ p00(1).
p21(X) :- e2(1), e0(Y,Z), between(1,3,X), Y \== Y.
0.2::p21(2) :- e2(Y), T =.. [g, Y], T \== g(0).
p30 :- (p10, call(e0, 3, 2)) ; (p11(Y,Y)).
p30 :- (p21(Y)) ; (p21(Z), e1, p00(Z)).
p31(X) :- p20, e0(Y,X), findall(V, p21(V), L), length(L, N), N >= 1, W is Y + 3, W < 5.
p31(2) :- p30, p00(Y), p30, not p21(Y).
p31(X) :- (p20, p11(Z,X), p20, Z \= X) ; (p00(Y), between(1,3,X), not p11(Y,Y), Y =:= 3).
query(p20).
query(p21(Y)).
query(e1) :- between(1,2,X).
query(\+ p10).
evidence(p00(3), false).
