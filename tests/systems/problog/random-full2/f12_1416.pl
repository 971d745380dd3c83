:- use_module(library(lists)).
0.1::e0.
0.2::e1(1).
0.1::e1(3).
0.3::e1(3); 0.2::e1(1).
0.4::e2(3,2).
0.3::e2(2,2); 0.1::e2(3,3); 0.1::e2(1,1).
p00(Y) <- p00(3), e0, e2(Y,Z), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p00(X) <- e0, p00(1), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e1(V), L), length(L, N), N >= 2.
p00(X) <- p00(Z), e0, e2(Z,Z), between(1,3,X), not e1(Z).
p10(Y) :- e2(Z,1), p10(Z), between(1,3,Y), Z @=< f(1).
p10(Y) :- e1(2), p10(X), between(1,3,Y), compare(O, Y, 2).
p10(X) :- p10(Y), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0).
query(e1(1)).
query(e1(3)).
query(e0) :- between(1,2,X).
query(\+ e1(2)).
