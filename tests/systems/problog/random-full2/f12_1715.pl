:- use_module(library(lists)).
e0(1,2).
0.7::e1(2,1).
0.2::e1(1,1); 0.3::e1(3,3).
0.9::e2(1).
0.3::e2(1); 0.1::e2(2); 0.3::e2(3).
p00 :- e2(Z), Z = Z, \+ e1(3,Z).
p00 :- p01(Y), e1(Y,2), Y =:= 1, findall(V, e2(V), L), sum_list(L, T), T > 2.
p01(X) :- (e1(Y,3), e1(2,Y), p01(X), \+ e0(X,X), Y \= Y) ; (e0(3,X), e0(Y,2), Y @>= a).
p10(2) :- (p01(Y), e0(3,Y), Y \= Y) ; (p00, p11(Y,Z), call(e1, Z, Y)).
0.25::p10(X) :- (e2(Y), p01(3), between(1,3,X), call(e0, 1, Y)) ; (e1(Y,Y), e1(Y,Y), between(1,3,X), Y >= 3, compare(O, X, 2)).
0.25::p11(Y,X) :- p00, between(1,3,X), between(1,3,Y), not e1(2,1).
p11(Y,X) :- Y \== 3, p00, e0(Y,Y), between(1,3,X), \+ e1(3,1).
p11(X,X) :- p10(Z), e2(2), p00, between(1,3,X), findall(V, e0(Z,V), L), length(L, N), N >= 2, findall(V, e1(X,V), L), sum_list(L, T), T > 2.
0.25::p20(X,Y) :- e1(Z,X), between(1,3,Y), Y =\= 1.
p20(Y,Y) :- (p21, e0(X,1), between(1,3,Y), findall(V, p01(V), L), L \= [], X @=< f(1)) ; (p21, p20(2,X), e1(Z,X), between(1,3,Y), X = 1).
p20(3,Y) :- p00, p00, e0(X,X), between(1,3,Y).
p21 :- (p10(Y), p01(2), p20(X,2)) ; (e2(X), e1(X,X), p20(X,X), T =.. [g, X], T \== g(0), findall(V, e0(X,V), L), L = []).
p21 :- e0(3,Y), p00, T =.. [g, Y], T \== g(0), Y @=< 3.
0.5::p21 :- p11(X,3), findall(V, e1(X,V), L), length(L, N), N >= 1.
query(p20(Y,2)).
query(p21).
