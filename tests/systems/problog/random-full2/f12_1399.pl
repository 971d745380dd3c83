:- use_module(library(lists)).
0.1::e0(2).
0.6::e1.
0.25::e2(3).
e2(1).
0.3::e2(2).
0.7::e3(2).
0.6::e3(3).
p00(2) :- p00(X), e2(X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p00(1) :- p00(Z), e1, findall(V, e0(V), L), L \= [], Z @< 3.
p00(X) :- (p00(3), e0(Z), between(1,3,X), \+ e0(X)) ; (e1, e2(X), X = 1).
0.75::p10 :- (e0(Z), \+ p00(Z)) ; (e2(X), e3(X), e1, X = 2, \+ p00(X)).
p20(X) :- p10, between(1,3,X), X @>= 3, call(e0, X).
p20(X) <- e2(1), e2(Z), e0(Y), between(1,3,X), T =.. [g, X], T \== g(0).
p21 :- (e0(X), e3(2), \+ p00(X), X =:= 2) ; (p00(X), e1).
query(e2(2)).
query(e1).
query(\+ p21).
evidence(e1, true).
