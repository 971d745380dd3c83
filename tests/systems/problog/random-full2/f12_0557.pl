:- use_module(library(lists)).
0.2::e0(1,2).
0.25::e0(3,3).
e0(3,1).
0.9::e1.
0.6::e2(2,2).
0.3::e2(3,3); 0.1::e2(2,2).
p00(Y,1) :- (e1, e1, p00(X,3), between(1,3,Y)) ; (p01(3), p01(Z), between(1,3,Y), not e2(Y,Z)).
p01(3) :- e0(2,Y), p01(2), e0(Y,Z).
P::p10(Y) :- (e2(2,2), e0(X,Y), p01(Y), \+ e1, Y =:= 1), P is Y / 4.
p20(1) :- Z \== 3, p20(Z), p00(Z,Z), \+ p00(Z,Z).
p20(X) :- (e2(X,2), p21, p00(X,X), compare(O, X, 2), call(p10, 3)) ; (p20(Z), between(1,3,X), findall(V, e2(X,V), L), L \= [], not p10(X)).
P::p20(X) :- (p01(1), p10(Z), between(1,3,X), findall(V, p01(V), L), L = []), P is X / 4.
p21 :- e0(Y,Y), p21, findall(V, e0(Y,V), L), length(L, N), N >= 2, call(e0, Y, Y).
0.4::p30 :- p20(Z), p30.
p30 :- p21, p30, \+ p01(2).
query(p10(2)).
query(\+ p01(2)).
