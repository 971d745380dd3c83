:- use_module(library(lists)).
0.2::e0.
0.4::e1(1,2).
0.7::e1(3,1).
0.1::e1(2,3).
p00 :- e1(Y,Z), e1(X,Y).
p00 :- p00.
p10(1) :- p10(X), call(e1, 2, X).
p10(Y) :- p00, between(1,3,Y).
0.7::p11(X,Y) :- p11(1,1), between(1,3,X), between(1,3,Y).
p20(Y,X) :- (p20(Z,1), between(1,3,X), between(1,3,Y), findall(V, p11(Z,V), L), sum_list(L, T), T > 2) ; (p00, e1(Y,Z), p11(3,1), between(1,3,X), T =.. [g, X], T \== g(0), call(p10, Z)).
0.75::p20(1,X) :- (p00, between(1,3,X)) ; (e1(Z,3), p21(2), p00, between(1,3,X)).
p20(X,Y) :- p20(3,Y), between(1,3,X), findall(V, p10(V), L), length(L, N), N >= 1.
0.25::p21(Y) :- e0, between(1,3,Y).
p21(X) :- p21(2), p20(Y,Y), p11(3,2), between(1,3,X).
p21(Y) :- (p21(X), e1(X,X), p20(2,X), between(1,3,Y), Y \= X) ; (e1(Y,Y)).
p30(X) :- p11(3,Y), p20(Y,Y), p20(2,Y), between(1,3,X), call(p20, Y, X), X @>= 1.
p31(Y) :- e1(X,1), between(1,3,Y).
query(p20(1,3)).
query(p30(X)).
query(p31(X)).
query(\+ p21(2)).
evidence(p30(1), true).
