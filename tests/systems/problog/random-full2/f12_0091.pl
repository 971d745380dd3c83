:- use_module(library(lists)).
e0(3).
0.2::e0(3); 0.3::e0(2).
0.8::e1(2,3).
e1(3,1).
0.25::e1(1,1).
0.6::e2(1,2).
p00(Y) :- (e0(X), e0(Z), e1(Z,Y), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, compare(O, X, 2)) ; (p00(Y), W is Y + 1, W < 5).
p00(X) :- e1(2,Z), p00(X), e1(2,Z).
p00(X) :- e2(2,X), e1(X,2), \+ e1(2,2).
p10(Y,2) :- p10(Y,3), p10(Y,Y), p00(Y).
query(p00(3)).
query(e2(3,X)).
query(e1(X,X)) :- between(1,2,X).
