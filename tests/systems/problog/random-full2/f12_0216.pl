:- use_module(library(lists)).
0.5::e0(3,2).
e0(2,3).
0.4::e1(2,1).
0.8::e1(3,3).
0.2::e1(3,3); 0.2::e1(1,1); 0.1::e1(2,2).
e2(3).
p00(Y) :- e1(3,X), p00(Z), between(1,3,Y), T =.. [g, X], T \== g(0).
p00(Y) :- e0(X,Y).
p00(X) :- e1(X,Y), call(e0, X, X).
p01 :- p01, T =.. [g, 1], T \== g(0), findall(V, e2(V), L), length(L, N), N >= 2.
p10(Y) :- e1(X,3), between(1,3,Y), Y >= 1.
p20 :- p20, e2(Z), e0(3,Z), call(p10, 3).
p21 <- p01, e0(Z,2), p01, call(e0, 1, 1).
query(p21).
query(p20).
