:- use_module(library(lists)).
0.4::e0(2,3).
e0(2,2).
0.4::e0(2,1).
0.7::e0(3,1).
0.2::e0(2,2); 0.2::e0(3,3).
e1(1).
p00(Y,Y) :- e0(3,1), between(1,3,Y), \+ e1(Y).
p10 :- e1(2), p00(X,X), p00(3,X), findall(V, e0(X,V), L), length(L, N), N >= 2, X < 3.
p10 :- (p00(Z,Y), Z @=< f(1), Z @< 1) ; (p10, T =.. [g, 3], T \== g(0)).
0.5::p10 :- Z == 2, e1(Z), p00(1,Z), call(e0, Z, Z).
p20(X) :- e0(X,X), e0(3,Z).
query(e0(X,2)).
query(p00(3,2)).
query(e1(X)) :- between(1,2,X).
query(\+ p00(3,3)).
