:- use_module(library(lists)).
e0(2,3).
e0(2,1).
e0(1,2).
0.7::e1.
e2(1,1).
p00(X,X) :- X \== 1, p00(1,3), e1, between(1,3,X), \+ e2(1,X).
0.2::p00(X,X) :- X \== 1, e2(2,X), p00(X,3).
0.75::p10(Y) :- e2(3,2), between(1,3,Y).
p10(X) <- p00(Y,Y), e1, between(1,3,X), \+ p00(Y,3), T =.. [g, X], T \== g(0).
0.5::p11(X) :- p10(2), e0(1,Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, p00(X,V), L), sum_list(L, T), T > 2.
p20(Y,X) :- p11(X), p21(X,X), between(1,3,Y).
p21(X,1) :- (p00(Z,1), e1, p20(Z,3), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2, findall(V, p11(V), L), L \= []) ; (p00(1,Y), between(1,3,X), W is Y + 1, W < 5, not e2(3,X)).
query(e0(2,Y)).
query(p11(2)).
query(p00(3,2)).
evidence(e0(2,2), true).
