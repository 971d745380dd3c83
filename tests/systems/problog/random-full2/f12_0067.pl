:- use_module(library(lists)).
0.4::e1(3,2).
e1(2,2).
0.9::e1(1,1).
0.3::e1(2,2); 0.1::e1(3,3); 0.2::e1(1,1).
0.9::e2(3).
0.6::e3.
0.25::p00(Y) :- p00(X), e3, between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1, \+ e0(Y,X).
0.6::p00(Y) :- e0(Y,X), e2(X), e0(Z,3).
0.5::p10(Y) :- (p11(2), e0(Y,2), p00(Y), Y >= 2, findall(V, e2(V), L), sum_list(L, T), T > 2) ; (e1(Z,Z), p11(Z), e0(Z,X), between(1,3,Y), \+ p00(1)).
p10(X) :- e3, p10(Y), between(1,3,X), X @>= 1, Y \= 3.
0.75::p10(Y) :- e2(Y), e1(Y,3), \+ e2(Y).
P::p11(Y) :- (e1(Z,X), e2(1), between(1,3,Y)), P is Y / 4.
p11(2) :- e3, p00(X), e1(X,X), T =.. [g, X], T \== g(0).
p11(X) :- (Y \== 2, e3, p00(Y), e3, between(1,3,X), \+ p00(Y)) ; (p11(Z), e0(X,Z)).
p20 :- e0(2,Z), p00(Z), p00(2).
p20 <- (p10(Y), e0(X,Y), e3, W is X + 2, W < 5, X = X) ; (e1(Y,Y), e0(3,X)).
p20 :- p20, not p10(1).
p30(Y,1) :- e1(Y,X), e0(Y,X), e1(Y,X), Y < 1.
p30(Y,3) :- p00(1), between(1,3,Y), Y =\= 2.
0.5::p31 <- e2(X), p20.
query(p30(X,Y)).
query(e3).
query(\+ e0(3,1)).
