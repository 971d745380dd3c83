:- use_module(library(lists)).
e0(3,3).
0.6::e0(1,2).
0.1::e0(2,2); 0.1::e0(3,3); 0.2::e0(1,1).
0.5::e1.
0.7::e2(3).
0.3::e2(2); 0.3::e2(3); 0.3::e2(1).
p00(2) :- e0(X,Z), e1, X = Z, X < 3.
P::p00(Y) :- (e0(X,X), e0(X,X), e0(X,X), between(1,3,Y), \+ e2(X)), P is Y / 4.
p10 :- p11(X,Y), p11(Y,X), e1, X @< 1.
p10 :- e0(X,Z), e2(Z), p00(Z).
P::p11(Y,X) :- (p00(X), between(1,3,Y), Y =:= 3), P is Y / 4.
p11(Y,Y) :- e2(Y), e1, e2(Z), \+ e2(Z), \+ e1.
0.75::p20 :- (e2(1), e2(1), findall(V, e0(2,V), L), sum_list(L, T), T > 2) ; (p11(Z,Y), p10, e0(Y,Z)).
p20 :- e2(Y), e2(Y), Y < 1, findall(V, e0(Y,V), L), L = [].
P::p21(X,1) :- (e0(X,3), p11(Z,X), W is X + 2, W < 5), P is X / 4.
p21(2,Y) :- p10, between(1,3,Y).
query(p00(2)).
query(p11(2,3)).
query(\+ e0(1,2)).
