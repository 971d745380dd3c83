:- use_module(library(lists)).
0.4::e0(3,1).
e0(2,3).
0.6::e0(3,3).
0.2::e0(3,3); 0.2::e0(2,2).
0.9::e1.
p00(X) :- e0(3,Y), p00(2), between(1,3,X), Y \== X.
p01(1) :- p00(X), e1, findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p01(X) :- X == 1, e0(Y,1), e0(2,X), e0(X,X), findall(V, e0(2,V), L), L \= [].
\+p01(Y) :- e1, between(1, 3, Y).
0.75::p10(Y) :- e0(1,Y), p10(2).
p10(X) :- X == 2, p11(3), between(1,3,X), X \== X.
P::p11(Y) :- (p11(X), between(1,3,Y), \+ e1, X \= Y), P is Y / 4.
query(p11(X)).
query(e1) :- between(1,2,X).
