:- use_module(library(lists)).
e0(2).
0.1::e0(3).
e1(2,1).
0.3::e1(2,2); 0.1::e1(3,3); 0.1::e1(1,1).
p00(X,X) :- e1(Z,3), p01(2), e1(Z,Z), between(1,3,X).
p01(X) :- e0(3), between(1,3,X), X @< a, X =:= 1.
p01(3) :- (e0(X), e1(X,2)) ; (e0(3), e1(Y,X), e1(Y,X), findall(V, e0(V), L), sum_list(L, T), T > 2).
p01(Y) :- (Y \== 1, p00(Z,X), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (p01(1), p00(Z,Z), between(1,3,Y)).
p10(X,X) :- e0(Z), p01(2), p11, between(1,3,X), \+ e1(X,X), W is Z + 3, W < 5.
p10(Y,Y) :- p01(Y), p10(Y,Y), e1(Y,Y).
p10(1,Y) :- e0(3), between(1,3,Y).
0.25::p11 :- p01(Y), e0(1).
p11 :- p11, e0(Z), e0(1).
query(p10(3,3)).
query(e1(2,X)).
query(e0(1)).
query(p00(X,X)) :- between(1,2,X).
