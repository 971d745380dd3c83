:- use_module(library(lists)).
e0(1,2).
0.75::e1(3,2).
0.1::e1(3,1).
0.3::e1(1,1); 0.1::e1(2,2).
p00(Y) :- (e1(2,Z), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (p00(Z), e1(1,Z), between(1,3,Y), compare(O, Z, 2)).
0.4::p00(1) <- e1(Y,2), \+ e0(Y,Y), Y =\= 1.
0.2::p10 :- p10.
0.3::p10 :- (p00(Z), W is Z + 2, W < 5, findall(V, e0(2,V), L), length(L, N), N >= 1) ; (e1(3,Z), p00(X), e0(X,Z), \+ p00(2)).
0.9::p10 :- p10, \+ e0(3,2).
p20(X,Y) :- p21(Y,3), p20(Y,X), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2, Y @>= a.
p21(2,2) :- p10, \+ e0(2,2).
p30(X) :- p21(X,Z).
p30(Y) :- (p10, p10, p00(3), between(1,3,Y)) ; (p10, p00(3), between(1,3,Y)).
0.4::p30(Y) :- p21(X,Z), between(1,3,Y).
query(p00(1)).
query(p00(2)).
query(e0(2,1)).
