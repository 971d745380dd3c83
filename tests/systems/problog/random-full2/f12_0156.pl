:- use_module(library(lists)).
0.75::e0(2,3).
0.1::e0(2,2).
0.1::e1(2,2).
0.8::e1(3,2).
e1(1,1).
0.2::e2(3,1).
0.2::e2(3,3); 0.2::e2(1,1); 0.2::e2(2,2).
e3(3).
0.1::e3(1); 0.2::e3(3); 0.1::e3(2).
p00(X,Y) :- (e2(Z,Z), e0(1,3), between(1,3,X), between(1,3,Y)) ; (e1(X,Y), e3(X)).
P::p00(X,2) <- (e0(1,Z), between(1,3,X)), P is X / 4.
p10 :- p11(Y), \+ e2(Y,Y), Y >= 1.
p11(Y) :- e2(Z,3), between(1,3,Y), findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
p11(X) :- (p10, p11(Y), e2(Z,Z), between(1,3,X)) ; (e0(X,1), e1(2,X), p00(X,X), compare(O, X, 1)).
p20(2,1) :- e1(X,1), X = 1.
P::p20(X,Y) :- (X \== 2, p11(Y), p10, e0(Y,Y), between(1,3,X)), P is Y / 4.
p21(Y) :- e2(X,1), p20(X,X), between(1,3,Y).
P::p21(Y) :- ((e2(X,3), e1(2,2), p10, between(1,3,Y), \+ p00(Y,X), Y =\= 2) ; (e3(Y), findall(V, e2(Y,V), L), L \= [], T =.. [g, Y], T \== g(0))), P is Y / 4.
p30(2,2) :- p20(1,3).
P::p30(X,X) :- (p30(X,Y), p30(X,X), call(e2, X, X), findall(V, e2(X,V), L), sum_list(L, T), T > 2), P is X / 4.
0.4::p30(X,X) :- Z == 3, p10, p21(Z), p21(1), between(1,3,X).
query(p10).
query(e0(1,3)).
query(p20(X,Y)).
evidence(p30(3,1), false).
