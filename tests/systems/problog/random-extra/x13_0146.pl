:- use_module(library(lists)).
e0(1,1).
0.75::e1(3).
0.3::e1(2); 0.1::e1(1); 0.2::e1(3).
p00(Y,X) :- e0(3,Y), e1(3), p01, between(1,3,X).
p00(Y,X) :- e1(2), e0(3,3), e1(3), between(1,3,X), between(1,3,Y), Y \= 1, \+ e1(2).
p00(Y,3) :- (p00(X,2), p01, e0(Y,X)) ; (e0(2,Z), e1(Z), between(1,3,Y), \+ e1(2)).
p01 :- p01, e0(2,Z).
0.6::p10(X) :- e0(Z,X), T =.. [g, X], T \== g(0), \+ e1(3).
0.2::p11 <- e1(Y), e1(1).
p20(X) :- p00(Z,Z), p20(Z), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2, subquery(p00(3,1), Q), Q < 0.33.
p20(X) :- p20(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
0.7::p20(3) :- (e0(Y,2), e1(Y), \+ p00(Y,Y)) ; (e0(Y,Y), W is Y + 2, W < 5).
0.25::\+p20(3) :- e0(3,2).
query(p01).
