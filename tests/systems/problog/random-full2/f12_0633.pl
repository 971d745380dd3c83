:- use_module(library(lists)).
0.75::e0(2,2).
0.1::e1(2).
0.3::e1(1); 0.3::e1(2).
p00(Y) :- e1(Z), e1(Z), between(1,3,Y).
p00(3) :- e0(X,X), p00(X), p00(X).
p10 :- p00(Y), p00(2), p10, T =.. [g, Y], T \== g(0).
p10 :- e0(3,X), p11, p11, \+ p00(X), \+ p00(2).
p11 :- e1(Y), e0(3,Z), Y \= Y, not e0(Y,Y).
p11 :- p10, p00(2), findall(V, p00(V), L), sum_list(L, T), T > 2, not e1(1).
p11 :- p00(Z), e0(Z,Z), p10.
p20(X,3) :- p20(Z,Z), between(1,3,X).
p21 :- (p21, e0(Y,Y)) ; (p10).
p21 :- p11, p20(Y,Y), p00(Y).
p21 :- e1(Z), e1(1), compare(O, Z, 3), \+ p10.
query(p10).
query(p21).
query(p11).
