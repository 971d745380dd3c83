:- use_module(library(lists)).
0.7::e0(1).
0.3::e0(3); 0.2::e0(2); 0.3::e0(1).
0.6::e1.
0.2::e2(1,3).
e2(3,3).
e3.
p00(2) :- e2(3,2), T =.. [g, 2], T \== g(0), findall(V, e0(V), L), L \= [].
P::p00(Y) :- (e3, e3, between(1,3,Y)), P is Y / 4.
0.6::p00(1) :- e2(3,2).
p10(X) :- e2(Z,X), p00(X), \+ e3.
P::p10(Y) :- (Y == 1, p10(X), p10(X), e0(X), between(1,3,Y), X @=< a), P is Y / 4.
p10(X) :- p00(Y), between(1,3,X), compare(O, X, 1).
p20 :- e1, p10(3).
0.4::p21(Y,X) :- X == 1, e2(3,3), between(1,3,X), between(1,3,Y), not p10(Y).
p21(Y,Y) :- e2(2,X), p21(3,X), p00(X), between(1,3,Y).
p21(X,Y) :- e0(Y), between(1,3,X), findall(V, p10(V), L), L \= [].
p30(1,2) :- p31(X), p10(X).
P::p31(Y) :- (p30(Z,Z), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, Y \= 3), P is Y / 4.
query(p00(2)).
query(e1).
evidence(p10(1), false).
