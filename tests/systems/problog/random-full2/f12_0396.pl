:- use_module(library(lists)).
0.7::e0(2,3).
0.1::e1(3,1).
0.8::e2(3,3).
0.6::e2(2,1).
0.3::e2(3,3); 0.3::e2(2,2).
p00(3) :- (p00(Y), e2(3,3), p00(Y)) ; (e1(X,X)).
0.6::p00(Y) :- e0(Z,Z), p00(Y).
p10(Y,1) <- p00(Y), e1(Z,3), W is Z + 3, W < 5, findall(V, p00(V), L), sum_list(L, T), T > 2.
p10(Y,3) :- e0(1,Y), W is Y + 1, W < 5, \+ p00(Y).
p10(Y,3) :- Z \== 1, e0(Z,Y), p10(X,3).
p20(Y,X) :- p10(X,2), e2(X,Z), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e1(Y,Y).
0.1::p20(Y,Y) :- p20(X,Y).
p21 :- e1(2,X), p10(X,1), e0(2,3), \+ e1(2,X).
query(p20(Y,3)).
query(p20(1,X)).
query(p10(X,3)).
evidence(p21, true).
