:- use_module(library(lists)).
e0(3).
0.9::e1(3).
0.75::e1(1).
0.4::e2.
0.6::e3(2,2).
p00(Y) :- (e1(X), between(1,3,Y), findall(V, e3(X,V), L), length(L, N), N >= 2, findall(V, e1(V), L), sum_list(L, T), T > 2) ; (p00(3), between(1,3,Y), findall(V, e3(Y,V), L), length(L, N), N >= 2).
p00(Y) :- e3(X,X), between(1,3,Y), \+ e1(X), call(e3, X, Y).
p10(X) :- e2, e2, between(1,3,X), findall(V, e0(V), L), L = [].
P::p10(Y) :- (p10(Z), e2, p10(Z), between(1,3,Y)), P is Y / 4.
p20 :- p20, T =.. [g, 1], T \== g(0).
p20 :- e3(X,3), e2, p21.
p20 :- p20, \+ p00(3).
0.7::p21 :- p20, \+ p00(1), findall(V, e3(2,V), L), sum_list(L, T), T > 2.
p21 :- (p20, e3(3,X), e2, X == X, \+ p00(X)) ; (e3(3,1), p21, p00(1), \+ p10(1)).
query(e1(3)).
query(e2).
query(e2).
evidence(p21, false).
