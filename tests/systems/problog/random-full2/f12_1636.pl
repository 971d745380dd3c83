:- use_module(library(lists)).
e0(2).
0.4::e1(3,1).
0.3::e1(2,3).
0.1::e2(2,1).
0.25::e2(2,3).
0.3::e2(1,1); 0.1::e2(3,3).
p00(X) :- e1(X,X), e2(Z,X), e2(3,Z), findall(V, e0(V), L), sum_list(L, T), T > 2.
p01 :- e2(2,Z), e2(Y,Z), p01, \+ e0(3), W is Y + 2, W < 5.
P::p10(Y,Y) :- (e0(X), e0(2), e2(X,X), between(1,3,Y)), P is Y / 4.
0.4::p10(3,3) :- e2(3,2), p00(Z).
0.6::p10(Y,Y) :- e1(Y,3), p01, W is Y + 2, W < 5.
p20 :- p10(Z,Z), p01, Z =:= 3, \+ e2(1,Z).
p20 :- X == 3, p00(X), e2(3,X), \+ e1(1,X).
p21(X) :- p00(X), p20.
p21(X) :- Y == 1, e2(Z,2), e2(Y,Z), between(1,3,X).
p21(X) :- Y \== 2, e0(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p30(1,X) :- e2(Y,Y), between(1,3,X).
p30(Y,X) :- p20, e0(1), p10(3,3), between(1,3,X), between(1,3,Y), call(p10, 3, X), W is Y + 1, W < 5.
p30(Y,X) :- (p00(Y), between(1,3,X)) ; (p10(Y,X), e1(Z,Y), p10(X,2), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, \+ p00(2)).
p31(Y,1) :- p31(Y,Z).
p31(1,2) :- (e2(X,Y), p21(X), p21(X)) ; (p30(Z,Y), p10(Z,X)).
query(p10(X,X)).
query(p01).
query(p20).
query(e2(X,X)) :- between(1,2,X).
query(\+ p01).
