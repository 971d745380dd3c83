:- use_module(library(lists)).
0.1::e0(3).
0.2::e0(3); 0.2::e0(1).
0.5::e1(1,1).
0.3::e1(2,2); 0.2::e1(3,3).
0.25::e2.
P::p00(Y,1) :- (e0(Y), e1(Y,Y), Y =:= 1), P is Y / 4.
0.25::p00(1,X) :- e1(Z,1), between(1,3,X), W is Z + 2, W < 5, Z = Z.
P::p10(Y) :- (e2, e1(Y,1), not e1(Y,1), Y == Y), P is Y / 4.
p10(1) :- e1(3,X), p00(X,X), \+ e0(X), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
p20(X) :- X \== 3, e3(Z), between(1,3,X), not e3(X).
query(e2).
query(\+ e3(3)).
