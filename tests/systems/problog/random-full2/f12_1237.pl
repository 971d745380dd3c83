:- use_module(library(lists)).
0.75::e0(3).
0.3::e0(2); 0.1::e0(3).
0.6::e1(3).
0.1::e1(2); 0.3::e1(3); 0.3::e1(1).
p00(X) :- e1(Y), e0(2), p00(1), between(1,3,X), call(e1, X).
p00(X) :- e0(Z), e1(Y), e0(3), between(1,3,X), Y == X, W is Z + 3, W < 5.
p00(X) :- p00(X), X @>= 2, T =.. [g, X], T \== g(0).
p10 :- p10, e1(Y), not p00(Y), findall(V, p00(V), L), L = [].
p10 :- e0(2), p11, e0(3).
p10 :- e0(Z), p10, p00(Z).
0.8::p11 :- p10, e1(X), e0(Z).
p11 :- e0(X), e1(X), p00(X).
p11 :- p11, p10, T =.. [g, 1], T \== g(0).
query(e0(2)).
query(p00(Y)).
query(e1(X)) :- between(1,2,X).
evidence(e1(1), false).
