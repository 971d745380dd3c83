:- use_module(library(lists)).
0.75::e0(1).
0.75::e0(3).
0.7::e1.
p00(X) :- e1, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), L \= [].
p10(X) :- e0(Z), p10(Z), p10(X).
p10(X) :- (e0(X), e0(3), \+ p00(X), X \== X) ; (e0(Y), between(1,3,X), \+ e1).
p20(X) <- (p10(Y), between(1,3,X), call(p00, Y), not e0(Y)) ; (X \== 3, e1, e1, p00(1), between(1,3,X), \+ p10(X)).
query(p00(Y)).
query(p00(3)).
query(p20(1)).
query(e1) :- between(1,2,X).
