:- use_module(library(lists)).
0.5::e0(2).
0.2::e0(3).
0.3::e0(1); 0.1::e0(3).
0.6::e1(2).
e1(3).
0.4::e1(1).
e3.
p00(X) :- (p00(2), e0(Y), p00(3), between(1,3,X), not e1(Y), findall(V, e2(X,V), L), length(L, N), N >= 2) ; (e2(X,Y), e3, W is Y + 3, W < 5, findall(V, e0(V), L), L \= []).
p10 :- (e0(Y), e1(Y)) ; (e1(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, call(e2, Z, 2)).
p10 :- e1(X), e0(2), e0(X).
p11 :- p10, e2(Y,2), p11, \+ e1(Y).
p11 :- X \== 2, e0(X), e1(2), \+ e2(1,X).
p11 <- e3, p11, not e2(3,1).
query(e0(1)).
query(p10).
query(e0(2)).
evidence(e0(2), false).
