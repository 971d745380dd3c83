:- use_module(library(lists)).
0.4::e0(3,2).
0.3::e0(2,1).
0.3::e0(2,2); 0.1::e0(3,3).
0.8::e1(3).
e1(2).
0.8::e1(1).
p00(2) :- e1(X), e1(3), e1(X).
p00(X) :- e0(Y,2), between(1,3,X), T =.. [g, X], T \== g(0).
p01 :- p00(3).
0.75::p10 :- (p10, e0(X,Z), p10, findall(V, p00(V), L), sum_list(L, T), T > 2, \+ p01) ; (e0(2,X), e0(X,Z), p10, findall(V, e0(Z,V), L), sort(L, S), length(S, N), N < 2, W is Z + 2, W < 5).
p10 :- e1(Z), p00(Z).
p11 :- p10, call(e0, 2, 1), findall(V, p00(V), L), sum_list(L, T), T > 2.
0.1::p20(Y) :- e1(X), between(1,3,Y), X @< a, Y @=< 2.
p20(X) :- Z \== 3, p01, e0(1,Z), p00(Z), between(1,3,X).
p20(2) :- Z == 3, p10, p01, e0(Z,X), call(e0, 2, X).
query(p10).
