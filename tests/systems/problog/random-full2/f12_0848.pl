:- use_module(library(lists)).
0.5::e0.
0.75::e1(3).
0.25::e2(3,1).
0.2::e2(1,3).
e3(1).
p00 <- p00, e3(Z).
p01 :- e3(Y), e2(3,Y), e0.
p10(Y,1) <- p00, e3(X), e2(Y,X), Y == Y.
p10(X,X) :- e3(Z), e1(Z), e3(Z), between(1,3,X).
0.75::p10(X,1) <- p00, e3(X), findall(V, e1(V), L), length(L, N), N >= 2.
p20 :- p20, findall(V, p10(2,V), L), sort(L, S), length(S, N), N < 2.
0.4::p20 :- e0, p20, T =.. [g, 3], T \== g(0).
p30 :- p30, findall(V, e1(V), L), L = [].
p31 :- p31, T =.. [g, 1], T \== g(0).
p31 :- p31, p31, e2(Y,X), X = Y, compare(O, X, 3).
query(e2(1,Y)).
query(p30).
query(p10(X,X)) :- between(1,2,X).
evidence(p30, false).
