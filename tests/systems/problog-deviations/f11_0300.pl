:- use_module(library(lists)).
e0(1).
0.7::e1(2,1).
e1(2,3).
0.7::e1(3,3).
0.6::e2(3).
0.8::e2(2).
p00(2) :- e1(1,Y), e0(Y).
p00(X) :- e0(Z), between(1,3,X).
p10(X,Y) :- (p10(Z,2), p10(2,Z), between(1,3,X), between(1,3,Y)) ; (e0(3), e1(Y,Y), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, not e0(X)).
p10(3,X) :- p00(2), e2(Y), e2(Y), between(1,3,X), call(e0, Y), X @< a.
p10(Y,X) :- e0(Y), p00(Y), between(1,3,X), X @< f(1).
p20(X) :- e2(Z), e0(3), p20(Z), between(1,3,X), call(e1, Z, Z), \+ e0(1).
p21(3) :- e2(Z).
p30(Y,1) :- p30(Z,Z), p20(Z), p30(Y,X).
p30(Y,Y) :- p21(Z), e2(Z), e2(Z), between(1,3,Y).
p30(Y,Y) :- e1(Z,1), between(1,3,Y), findall(V, p10(Y,V), L), sum_list(L, T), T > 2.
query(p21(Y)).
query(e1(X,2)).
query(\+ p10(3,1)).
evidence(p30(1,1), true).
