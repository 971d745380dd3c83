:- use_module(library(lists)).
0.9::e0(1).
0.3::e0(3); 0.2::e0(2); 0.2::e0(1).
0.9::e1(2,3).
e2(2,2).
0.3::e2(1,1); 0.3::e2(2,2); 0.2::e2(3,3).
p00(Y) :- (e0(Z), between(1,3,Y)) ; (e1(Y,X)).
p00(Y) :- e0(Z), between(1,3,Y).
p10(X) :- p10(3), e0(X), X \= X, \+ p00(X).
0.5::p10(X) :- (e2(Y,Y), e0(Y), between(1,3,X), findall(V, p00(V), L), sum_list(L, T), T > 2) ; (e2(X,X)).
P::p10(Y) :- ((e0(Y), not p00(Y), \+ e1(3,2)) ; (Y \== 2, e0(Y), findall(V, e1(1,V), L), L \= [])), P is Y / 4.
query(e1(Y,1)).
query(e1(1,Y)).
query(e2(X,Y)).
