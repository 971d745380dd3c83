:- use_module(library(lists)).
0.1::e0(2); 0.3::e0(1).
0.25::e1(1).
0.3::e1(2).
0.3::e1(3); 0.2::e1(1); 0.1::e1(2).
0.3::e2(3).
0.3::p00(Y) :- e2(1), e2(Y), e2(2).
p00(Y) <- e2(X), p01, e0(2), between(1,3,Y), \+ e1(Y), X @< a.
p01 :- e1(Y), e0(Y), p00(Y).
p01 :- p00(3), e1(Z), p01.
p01 :- e1(Z), Z =\= 3, W is Z + 1, W < 5.
p10(Y) :- Y \== 1, e1(Z), p10(3), e2(Z), between(1,3,Y), \+ e0(Y).
p10(X) :- p01, between(1,3,X).
p20(X) :- p10(Z), p10(X), findall(V, e1(V), L), sum_list(L, T), T > 2, compare(O, Z, 1).
p20(1) :- p21, p10(Z), not p10(Z), \+ p01.
p21 :- p20(X), p00(X).
p21 :- e2(Y), e0(Z), p10(Z).
query(p00(3)).
query(p01).
