:- use_module(library(lists)).
0.1::e0(1).
0.2::e1(1,1); 0.3::e1(3,3); 0.3::e1(2,2).
0.5::e2(2,2).
p00(Y) :- (p00(Y), e0(Y), e0(3), Y =:= 2) ; (e0(X), p00(X), between(1,3,Y), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2).
p00(Y) :- e2(Y,Y), e0(X), \+ e2(X,3).
p00(1) :- p00(Z), e0(Z), e2(Y,Z), call(e2, Z, Z), compare(O, Y, 3).
P::p10(Y) :- ((p10(Z), between(1,3,Y), call(p00, Y), not e0(Y)) ; (e2(Z,2), e2(Z,Z), p10(2), between(1,3,Y), findall(V, e1(Y,V), L), L = [])), P is Y / 4.
p10(X) :- e2(X,Z), \+ p00(Z).
query(e0(3)).
query(p00(Y)).
