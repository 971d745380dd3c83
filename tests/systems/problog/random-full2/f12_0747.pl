:- use_module(library(lists)).
e0(1,1).
0.25::e1(2).
e2(2,1).
0.3::p00(X) :- p00(Y), e1(3), e1(X), not e2(Y,Y), compare(O, Y, 2).
p00(Y) :- e1(Y).
p10 :- e0(Y,2), e0(Y,3), p10, findall(V, e2(Y,V), L), sum_list(L, T), T > 2, \+ p00(Y).
p10 :- e0(X,Z).
p20 :- (e2(3,3)) ; (e0(Y,1), e1(1), e0(Z,2), \+ e2(2,Z)).
p20 :- (p20, e1(Y), findall(V, e0(Y,V), L), L = []) ; (e1(3), p10, e1(1), findall(V, e2(1,V), L), L \= [], call(e2, 1, 3)).
p20 :- e1(Y), e1(Y), p00(1).
p30(X) :- Y \== 2, e0(Y,Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p30(X) :- (e2(X,Y)) ; (p20, e0(Y,Z), p10, between(1,3,X), Z = 1).
query(e1(X)).
query(p30(3)).
query(e1(1)).
