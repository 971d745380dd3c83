:- use_module(library(lists)).
0.6::e0(2,3).
0.5::e0(2,2).
0.6::e0(3,2).
0.4::e0(1,2).
e1(1,3).
0.7::e1(2,1).
e1(2,3).
0.2::e1(2,2); 0.3::e1(3,3).
0.6::e2(1,1).
0.3::e3.
0.6::p00(Y) :- Y == 1, e0(2,2), between(1,3,Y), T =.. [g, Y], T \== g(0).
0.7::p10 :- e3, p00(2), e1(X,1).
p20 :- p20, e1(2,1).
p20 <- p00(X), p10, W is X + 1, W < 5.
p20 :- e3, e0(Z,Y), not p00(1).
0.3::p30 <- p10, p30, \+ e1(3,2), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
0.7::p30 :- e3, e1(1,Z), W is Z + 1, W < 5, call(p00, 2).
p31(2) <- p31(X), e2(X,X), call(e1, X, X), findall(V, p00(V), L), L = [].
p31(Y) :- e1(2,Y), e0(Y,2), not e1(2,1).
query(e1(3,2)).
query(e1(Y,X)).
query(p20).
query(e0(X,X)) :- between(1,2,X).
query(\+ e0(2,1)).
