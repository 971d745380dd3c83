:- use_module(library(lists)).
0.1::e0.
0.75::e1.
p00(Y,1) :- e0, between(1,3,Y).
p00(2,Y) :- (e1, p00(Z,X), e0, between(1,3,Y)) ; (e1, between(1,3,Y), \+ e1).
p10(Y) :- Y \== 1, e0, e1, between(1,3,Y), Y @=< f(1).
p10(X) :- e1, e1, between(1,3,X).
p10(Y) :- e0, e1, between(1,3,Y), \+ e1.
0.4::\+p10(X) :- e0, between(1, 3, X).
P::p11(Y,3) :- (e1, between(1,3,Y), W is Y + 2, W < 5), P is Y / 4.
0.6::p20 :- (e1, p00(Z,1), findall(V, p10(V), L), sum_list(L, T), T > 2) ; (p20, p11(Z,2)).
p20 :- p20, e0.
p20 <- e0, p10(Z), findall(V, p10(V), L), sum_list(L, T), T > 2, findall(V, p10(V), L), L \= [].
query(e1).
query(p20).
query(p20) :- between(1,2,X).
