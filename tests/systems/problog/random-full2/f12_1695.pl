:- use_module(library(lists)).
0.75::e1(2).
0.1::e1(3); 0.2::e1(1); 0.1::e1(2).
p00(X) :- e1(2), e1(X), \+ e1(X), \+ e1(2).
p00(Y) :- (e1(Z), between(1,3,Y), Z == 1) ; (p00(Z), between(1,3,Y)).
0.5::p00(Y) :- p01(3), p01(Z), between(1,3,Y).
0.75::p01(2) :- (Y == 3, p01(Y)) ; (X == 3, p01(X), p00(Y), Y =\= 1).
p01(X) :- e0(X,1), e0(X,X).
p01(Y) <- (e0(1,Z), p01(Z), p01(1), between(1,3,Y), Y =\= 3, findall(V, e0(Y,V), L), L \= []) ; (Y \== 3, e0(Y,1), e0(Y,X), e1(Y), \+ e1(Y)).
p10 :- (p01(2)) ; (e1(Z), e0(Z,Y)).
p10 :- e1(Y), p00(Y), p00(Y).
0.3::p10 :- (e1(X), e0(X,X), e0(Y,Z), W is Z + 3, W < 5, T =.. [g, Z], T \== g(0)) ; (p10).
P::p20(Y) :- (p01(Z), between(1,3,Y), Y @>= 1), P is Y / 4.
0.7::p21(Y) :- p01(1), between(1,3,Y), call(p00, 2).
0.9::p21(X) :- (p00(3), p21(X), p01(1), findall(V, e0(X,V), L), sum_list(L, T), T > 2) ; (p00(X)).
0.5::p21(X) :- p20(X), X == 2, X >= 1.
query(p01(2)).
query(e1(Y)).
query(p10).
