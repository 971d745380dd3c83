:- use_module(library(lists)).
e0(3).
0.1::e0(2).
0.1::e0(1).
0.9::e2(1,3).
0.1::e2(3,3); 0.2::e2(2,2); 0.1::e2(1,1).
p00(2) :- e2(Y,Y), findall(V, e0(V), L), length(L, N), N >= 2, \+ e2(2,Y).
p00(2) :- p00(1), \+ e2(2,2), T =.. [g, 2], T \== g(0).
P::p00(Y) :- (e2(3,3), between(1,3,Y)), P is Y / 4.
p10 :- p10, e2(1,X), e1(X), \+ e2(X,X).
p10 :- Z == 1, e2(1,Z), e0(Z), T =.. [g, Z], T \== g(0).
p10 :- p00(2).
p20(X) :- p20(Z), p20(Y), e0(Z), between(1,3,X).
p21(2) :- e1(X), p21(X).
query(p10).
query(e2(X,2)).
query(p20(3)).
query(\+ p20(3)).
