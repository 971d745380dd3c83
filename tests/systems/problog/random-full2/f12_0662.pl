:- use_module(library(lists)).
0.2::e0(3,3); 0.2::e0(1,1); 0.3::e0(2,2).
0.5::e1(1,2).
0.3::e1(2,3).
0.2::e1(3,3); 0.1::e1(1,1); 0.3::e1(2,2).
p00(Y) :- e1(3,X), e1(X,Y), findall(V, e0(Y,V), L), length(L, N), N >= 1, findall(V, e0(3,V), L), length(L, N), N >= 2.
p00(X) :- p00(1), between(1,3,X).
p01(Y) :- e0(Y,X), p00(3), p01(3), W is Y + 1, W < 5.
p01(Y) <- (e0(Z,Z), p01(Z), e1(2,Z), between(1,3,Y)) ; (p00(3), between(1,3,Y), not e1(Y,Y)).
p10(Y) :- e0(Z,Y), e1(Y,Y), e1(Y,X), \+ p00(Y), W is Y + 3, W < 5.
p10(X) :- e0(X,3), \+ e1(X,X).
p11(X,3) :- e1(3,X).
p20 :- p00(Z), p21, p11(1,Z).
0.8::p20 :- e1(1,X).
0.1::p20 :- (e0(1,2), p00(2), \+ p11(3,1), T =.. [g, 3], T \== g(0)) ; (p21, p20, \+ p00(2)).
p21 :- p00(3), findall(V, p01(V), L), L \= [], T =.. [g, 3], T \== g(0).
p21 :- (p11(Z,2), Z =\= 2) ; (p01(Y), p21, p01(3), \+ p01(Y), findall(V, p01(V), L), sum_list(L, T), T > 2).
query(p20).
query(e0(1,2)).
query(p01(X)) :- between(1,2,X).
query(\+ p10(2)).
