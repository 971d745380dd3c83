:- use_module(library(lists)).
0.2::e0(1,1).
0.4::e0(3,2).
0.1::e1(3).
e1(1).
p00(Y) :- e1(X), e1(Y), p00(X).
p01 :- p00(Y), p00(Y), e0(Y,Y).
p01 :- e1(Z), \+ e1(Z), W is Z + 2, W < 5.
p10(X) :- (e1(Z), e0(Z,Z), between(1,3,X), \+ e1(Z)) ; (p01, p10(X), p11(X,X), findall(V, e1(V), L), sum_list(L, T), T > 2).
p10(Y) :- e0(Y,1), \+ e1(Y).
p11(X,X) :- (p11(2,X), p11(3,X), e1(X)) ; (e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0)).
p11(2,Y) :- Z == 1, e0(Z,X), p11(1,1), between(1,3,Y), W is Y + 1, W < 5.
p20(X) :- p21, p20(Z), p01, between(1,3,X), T =.. [g, Z], T \== g(0).
p20(Y) :- p20(3), p20(Y).
0.9::p20(Y) :- Z \== 2, p00(Z), between(1,3,Y), \+ p11(Y,Y).
p21 :- X \== 2, e1(X), e0(X,1), e0(X,X).
0.7::p21 :- p10(3).
query(p10(3)).
query(e1(X)).
query(e1(3)).
