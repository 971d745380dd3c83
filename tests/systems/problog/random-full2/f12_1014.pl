:- use_module(library(lists)).
0.2::e0(2,2).
0.8::e1(3,3).
0.3::e1(1,1).
p00 :- (e0(2,Z), e1(2,1), p00) ; (e1(1,1)).
p10(Y,Y) <- e1(Y,3), p00, e0(Y,Y), \+ e0(Y,3), W is Y + 2, W < 5.
0.25::p10(X,Y) :- e0(Y,X).
p11(X,1) :- p00, p00, between(1,3,X).
p11(Y,Y) :- e0(2,1), p11(2,X), p00, between(1,3,Y), Y \== 3, findall(V, e1(3,V), L), sum_list(L, T), T > 2.
query(p11(2,X)).
