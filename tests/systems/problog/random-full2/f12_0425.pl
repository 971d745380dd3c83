:- use_module(library(lists)).
0.1::e0(2).
0.7::e0(1).
0.5::e1(1,1).
0.5::e2(2,2).
0.2::e3(2); 0.1::e3(1); 0.2::e3(3).
p00 :- e3(Y), p00, p00, Y = 2.
p00 :- (e2(X,Z), findall(V, e3(V), L), length(L, N), N >= 1, X @=< f(1)) ; (e2(Z,Z), p00, e1(Z,3), \+ e2(Z,Z), \+ e0(Z)).
p10(3,Y) :- e0(3), between(1,3,Y), \+ p00, T =.. [g, Y], T \== g(0).
p10(X,3) :- p10(Z,Z), e0(X), e3(X), W is X + 3, W < 5.
P::p10(X,X) :- ((e2(2,3), p00, e0(X), findall(V, e2(2,V), L), L = [], \+ e1(X,2)) ; (e0(Y), e1(1,Y), e2(Y,Y), between(1,3,X), W is Y + 1, W < 5)), P is X / 4.
0.2::p20(Y,Y) :- e1(Y,Z), e1(Y,Y), p10(Z,X).
p20(3,1) :- e3(Z), Z @=< f(1).
p21(Y) <- p00, between(1,3,Y), Y =:= 1, findall(V, e2(1,V), L), length(L, N), N >= 1.
p21(3) :- (p20(3,3), p00, p10(Z,2), Z \= Z, T =.. [g, Z], T \== g(0)) ; (e2(2,Y), p00).
query(e2(1,2)).
query(\+ p20(2,3)).
evidence(p21(2), false).
