:- use_module(library(lists)).
e0.
e1(2,1).
0.6::e1(2,2).
0.3::e3(2).
0.1::e3(1).
0.3::e3(1); 0.3::e3(3); 0.2::e3(2).
p00(X) :- p00(Y), e2(3), p00(Y), between(1,3,X), X \= 2, compare(O, X, 1).
p10(X) :- e3(Z), e0, e1(3,3), between(1,3,X), compare(O, X, 3).
p20(X) :- (p20(1), p00(X), e2(2), call(e2, X)) ; (e3(1), e1(X,1)).
p20(Y) <- (p00(Y), e2(2), Y =\= 2) ; (p10(Z), p20(2), e3(Z), between(1,3,Y), findall(V, e1(Z,V), L), sum_list(L, T), T > 2, \+ p00(Z)).
query(p00(3)).
query(e2(X)).
