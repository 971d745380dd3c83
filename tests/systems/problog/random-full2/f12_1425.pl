:- use_module(library(lists)).
0.5::e0(2,1).
0.5::e1(1,3).
0.75::e2.
0.4::e3(3).
0.2::e3(1).
0.2::e3(3); 0.3::e3(2).
p00(3) :- e2, e0(Z,Y), e3(Y), Y >= 3.
p00(X) :- Z == 2, e1(2,Z), e2, between(1,3,X), findall(V, e1(3,V), L), sum_list(L, T), T > 2.
0.8::p01 :- p01, p01, \+ e2, findall(V, e1(3,V), L), L \= [].
0.2::p01 :- p00(X), e3(X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
0.1::p01 :- e2, e1(Y,Z), e0(Y,X).
p10(X,X) <- p01, e0(Z,2), p11(Y), between(1,3,X), Y @>= 1.
p10(Y,X) :- e3(Z), between(1,3,X), between(1,3,Y), \+ p01.
p10(3,X) :- X == 2, p10(X,Z), T =.. [g, Z], T \== g(0).
p11(Y) :- (e0(X,X), between(1,3,Y)) ; (e0(Y,Z), p01).
0.5::p11(X) :- e2, e3(Y), between(1,3,X).
p11(Y) :- (e0(3,1), e1(1,Y), p00(Y), T =.. [g, Y], T \== g(0), \+ e2) ; (p00(Z), e2, e2, between(1,3,Y)).
query(p01).
query(p10(1,2)).
query(e1(X,X)) :- between(1,2,X).
