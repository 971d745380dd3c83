:- use_module(library(lists)).
0.5::e0(3).
0.9::e0(2).
0.75::e1(3).
0.1::e1(3); 0.2::e1(2).
p00(Y,Y) :- e1(Y), e0(1), e0(2), not e1(Y), Y = 3.
p00(X,X) :- p00(Y,3), e1(2), between(1,3,X), T =.. [g, X], T \== g(0), Y \== X.
p10(Y) :- (e0(1), between(1,3,Y), Y @>= 2, findall(V, p00(1,V), L), sum_list(L, T), T > 2) ; (p10(2), e0(2), e1(2), between(1,3,Y), W is Y + 3, W < 5, findall(V, e1(V), L), L = []).
p20(X) :- e0(1), between(1,3,X), \+ p00(X,3), call(p10, X).
0.1::p30 :- p31(3), e1(Z), p00(1,Z).
p31(3) :- e1(2), T =.. [g, 2], T \== g(0).
query(p31(1)).
query(e1(1)).
query(p20(2)).
