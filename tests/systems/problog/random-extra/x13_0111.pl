:- use_module(library(lists)).
0.75::e0(3,3).
0.9::e1(1,3).
e1(1,2).
e1(2,3).
0.3::e2(2,1).
e3.
0.75::p00 :- e3, T =.. [g, 3], T \== g(0).
p00 :- e0(3,1), e3, p00, \+ e2(2,3).
p00 :- (e0(X,Y), e0(X,Z), p00, not e1(Z,2)) ; (e1(3,Y), p01(1), \+ e1(Y,Y), call(e2, Y, 1)).
p01(Y) :- e1(2,Z), e0(2,Z), e2(1,Z), between(1,3,Y), Z == 2, Y >= 1.
0.4::\+p01(Y) :- e3, between(1, 3, Y).
p10(Y) :- (e3, e0(1,3), p10(X), between(1,3,Y), not p01(Y)) ; (e2(X,Y), e2(1,X), e2(Y,1)).
P::p10(Y) :- (p00, p00, between(1,3,Y), Y =:= 2, Y =\= 1), P is Y / 4.
p11(X,Y) :- e2(Y,Z), e2(Y,3), e1(2,Z), between(1,3,X), X >= 3.
p11(Y,Y) :- (p00, p01(1), between(1,3,Y), findall(V, e0(Y,V), L), L \= []) ; (e3, e1(X,3), p11(X,X), between(1,3,Y), Y = Y).
P::p11(Y,X) :- (p10(X), p01(1), between(1,3,Y), \+ e0(X,Y), call(e1, 2, 2)), P is Y / 4.
\+p11(1,X) :- e3, between(1, 3, X).
p20(X,Y) :- e2(Y,X), p11(3,1), e2(Y,X), Y = X, X == 2.
P::p20(X,Y) :- ((e2(3,Z), p20(Y,Y), between(1,3,X)) ; (p20(Z,Z), between(1,3,X), between(1,3,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2)), P is Y / 4.
p20(1,Y) :- (p11(1,Y), Y \== Y, not p11(Y,1)) ; (e1(X,2), e0(3,X), between(1,3,Y)).
p21(X) :- Z == 3, p21(Z), p10(2), p20(3,X).
p30(Y) :- e1(Z,Z), between(1,3,Y), \+ p11(Z,Z), T =.. [g, Z], T \== g(0).
0.2::\+p30(X) :- e2(X,1).
query(e2(3,Y)).
query(e1(3,2)).
query(e2(2,Y)).
query(p20(X,X)) :- between(1,2,X).
query(\+ e1(3,2)).
