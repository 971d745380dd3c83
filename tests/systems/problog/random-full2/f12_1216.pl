:- use_module(library(lists)).
e0(1).
0.9::e1(2).
0.4::e2(1,3).
0.25::e2(1,1).
p00 :- e2(X,Y), e2(X,X), p00, Y \= X, \+ e0(3).
p01 :- p01, e1(1), T =.. [g, 3], T \== g(0), T =.. [g, 3], T \== g(0).
p01 :- (e1(Z), \+ e2(3,Z), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (p00, findall(V, e2(1,V), L), length(L, N), N >= 2).
p10(Y) :- p01, e2(Z,2), between(1,3,Y).
p20 :- p00, p10(Y), Y @=< 3, findall(V, e0(V), L), L \= [].
p20 :- p20, p20.
p20 <- e1(3), p01, p00.
query(p20).
query(e2(2,3)).
query(\+ p10(3)).
