:- use_module(library(lists)).
0.9::e1(3).
0.2::e1(1); 0.3::e1(3).
0.5::e2(3,1).
0.6::e3(3,2).
0.5::e3(1,1).
0.8::p00(Y) :- p00(Y).
0.8::p01(1,Y) :- e2(X,Y), p00(1), p00(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01(3,X) :- p01(Z,X), e0(1).
p10(X) :- e1(Y), e0(3), between(1,3,X), findall(V, p01(1,V), L), sum_list(L, T), T > 2.
p20(Y,X) :- e3(1,Y), between(1,3,X).
p21(X,X) :- e2(Z,Y), e0(3), p01(Z,3), between(1,3,X), not p10(X), \+ p10(3).
p21(3,X) <- p21(X,Z), Z < 1.
p30 :- p00(Z), e2(Z,3), Z =\= 1.
p30 :- p21(Z,1), p20(Z,Z), T =.. [g, Z], T \== g(0).
p30 :- p30, findall(V, p20(2,V), L), sum_list(L, T), T > 2, T =.. [g, 1], T \== g(0).
query(e1(2)).
query(e3(X,3)).
query(p20(3,2)).
