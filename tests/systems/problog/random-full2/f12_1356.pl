:- use_module(library(lists)).
0.9::e0(1).
0.2::e0(2).
e1(2,2).
0.1::e1(3,3).
0.7::e2(3,2).
0.3::e2(3,3).
e2(3,1).
e2(2,1).
0.2::e2(1,1); 0.3::e2(2,2); 0.3::e2(3,3).
p00(Y,X) :- p00(X,X), between(1,3,Y).
p00(Y,X) :- (e1(Z,Y), between(1,3,X)) ; (e2(Y,Z), between(1,3,X), \+ e0(Z), Y < 1).
p00(2,Y) :- p00(1,X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e1(1,X).
p01(3) :- (Y \== 3, p01(Y), e0(1), e2(Y,Y), Y == Y) ; (e0(1), p01(X), not e2(X,X)).
p01(Y) :- e1(X,2), between(1,3,Y).
p01(3) :- p01(2), p01(1), e2(1,Z).
p10 :- e2(3,Y), e1(1,Y).
p10 :- p11(X).
p10 :- (Y == 2, p11(Y), T =.. [g, Y], T \== g(0)) ; (e0(1)).
p11(X) :- Z == 1, p11(Z), p10, between(1,3,X), T =.. [g, X], T \== g(0).
p20 :- (e2(Z,X), p21(X)) ; (p00(Z,Z)).
p21(X) :- (p20, between(1,3,X)) ; (p00(1,2), e2(X,3), p20).
0.3::p21(X) :- (X == 1, p10, p01(X), \+ e2(X,X)) ; (p01(1), between(1,3,X), W is X + 1, W < 5).
p21(1) :- p10, p10, e0(Y), compare(O, Y, 1), findall(V, p00(Y,V), L), L = [].
0.25::p30(3) :- e1(Y,X), e2(X,2), p00(X,2), \+ e2(X,X).
query(e1(Y,3)).
query(e2(X,1)).
query(p00(X,X)) :- between(1,2,X).
