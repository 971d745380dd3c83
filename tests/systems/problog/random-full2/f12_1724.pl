:- use_module(library(lists)).
0.4::e0.
e1.
0.2::e2(3,1).
0.3::e2(3,2).
0.3::e2(1,3).
0.2::e2(1,1); 0.1::e2(2,2); 0.1::e2(3,3).
p00(Y) :- e1, between(1,3,Y).
P::p00(X) :- (p00(Z), between(1,3,X), Z >= 2), P is X / 4.
p00(Y) :- (e0, e2(2,2), e2(Z,Z), between(1,3,Y), Z =:= 3) ; (p00(Z), p00(1), p01(3), between(1,3,Y), findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2).
0.5::p01(3) :- p00(Z).
P::p01(Y) :- (e2(2,X), p01(3), e2(X,Z), between(1,3,Y), Y >= 1), P is Y / 4.
0.25::p10(Y) :- p01(Z), e2(Z,Z), between(1,3,Y), W is Y + 2, W < 5, findall(V, e2(Z,V), L), length(L, N), N >= 1.
p10(Y) :- e1, p00(Z), between(1,3,Y), W is Z + 2, W < 5, Y =:= 2.
P::p11(Y) :- (p10(2), e2(3,X), e1, between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2), P is Y / 4.
p20(X) :- (p20(X), \+ p10(X), X @>= 3) ; (e1, between(1,3,X), compare(O, X, 1)).
p30 :- p31(Y), Y @=< 3, \+ p01(Y).
p31(Y) :- (p10(X), e0, between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (Y \== 2, e0, p20(X), e0, between(1,3,Y)).
p31(Y) :- p01(3), e0, e2(Y,Y).
p31(X) :- e1, e2(2,Z), p31(Z), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2.
query(e0).
query(\+ p00(1)).
evidence(p10(3), true).
