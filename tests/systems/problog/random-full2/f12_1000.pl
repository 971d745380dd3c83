:- use_module(library(lists)).
0.4::e0.
0.5::e1(1,3).
0.5::e1(1,2).
0.5::p00(Y,X) :- p00(Z,Y), between(1,3,X).
p00(X,Y) :- e0, e1(2,2), e1(3,Y), between(1,3,X), Y == Y, Y @=< f(1).
p00(2,2) :- e0, p00(Z,Y), findall(V, e1(Z,V), L), sum_list(L, T), T > 2.
P::p10(X) :- ((e1(Z,1), between(1,3,X), call(p00, X, Z)) ; (p10(Y), e0, between(1,3,X), X \== Y, findall(V, p00(Y,V), L), L = [])), P is X / 4.
p10(Y) :- (e1(Z,Y), e1(1,Y), compare(O, Y, 2)) ; (p10(1), e0, between(1,3,Y)).
p10(Y) :- e1(X,3), e1(X,X), e1(X,Y).
p20 :- p00(Z,X).
P::p21(Y) :- (e0, between(1,3,Y), call(p00, 1, Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
query(e0).
query(\+ e0).
