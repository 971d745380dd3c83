:- use_module(library(lists)).
0.1::e0(1).
0.3::e0(3); 0.1::e0(1); 0.3::e0(2).
0.1::e1.
e2(2).
0.2::e2(2); 0.1::e2(1).
e3(1).
0.1::e3(2); 0.3::e3(1).
p00(X) :- e0(Z), p00(3), between(1,3,X), \+ e1, not e0(Z).
p00(X) :- e1, e3(Z), between(1,3,X), X == Z, \+ e3(2).
p00(1) :- e1, p00(X), e2(X), X \= X, T =.. [g, X], T \== g(0).
p01(Y,X) :- (e1, e1, between(1,3,X), between(1,3,Y), X = 2) ; (e2(Y), e1, between(1,3,X)).
p10 :- p01(Y,Y), p00(3), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e2(V), L), L \= [].
p10 <- p01(Y,X), e3(X), \+ e3(X), X @=< f(1).
0.75::p10 :- e1, p11(2).
0.3::p11(3) :- p01(X,3), p11(Z), e2(1), findall(V, e3(V), L), L \= [], X @=< 3.
p20 :- e0(Y), e2(Y).
p20 :- e2(3), e2(1).
query(e0(2)).
query(p00(Y)).
