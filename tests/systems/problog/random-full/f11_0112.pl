:- use_module(library(lists)).
0.25::e0(1,2).
0.2::e0(3,3); 0.1::e0(2,2).
0.7::e1(1,2).
0.3::e1(1,1); 0.3::e1(3,3).
0.6::e2(3,1).
e2(3,2).
0.2::e2(2,2); 0.2::e2(3,3).
0.7::e3.
P::p00(X) :- (e0(X,2)), P is X / 4.
P::p00(X) :- (p00(X), e0(3,X), X >= 1, findall(V, e0(X,V), L), L = []), P is X / 4.
p00(X) :- e0(3,X), e3, \+ e3, findall(V, e2(X,V), L), L = [].
p10(3,Y) :- p10(Z,1), between(1,3,Y).
0.4::p10(Y,X) :- p10(Y,3), e2(Y,2), p00(1), between(1,3,X), findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
0.8::p11 :- e2(2,Z), e1(Z,Z), W is Z + 2, W < 5.
0.9::p20(Y,Y) :- e0(Z,Z), p00(Z), e3, between(1,3,Y), findall(V, e1(2,V), L), L \= [], Y =\= 1.
P::p20(X,X) :- (p11, between(1,3,X)), P is X / 4.
p20(Y,2) :- e0(Y,Y), e1(X,Y), \+ p11.
query(p10(3,X)).
query(p20(X,2)).
