:- use_module(library(lists)).
0.5::e0(3).
e0(2).
0.25::e1(2).
0.9::e1(3).
0.9::e2(1,3).
e2(2,3).
0.2::e2(2,2); 0.1::e2(3,3).
0.2::e3(3,2).
e3(3,3).
0.5::e3(1,3).
0.2::e3(2,2); 0.2::e3(3,3); 0.1::e3(1,1).
0.7::p00(X,X) :- e3(Y,2), e0(1), between(1,3,X).
p00(X,Y) :- p01(1), p00(Y,1), e3(2,2), between(1,3,X), call(e0, X).
0.6::p00(X,Y) :- p00(Z,Y), p01(Y), e0(Y), between(1,3,X).
p01(X) :- e2(X,X), e0(Y), e0(Y), findall(V, e1(V), L), L \= [], not e3(Y,3).
p10(X) :- e1(X), p10(X), X < 2, X = X.
p11 :- e3(Y,2), Y == Y, findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
0.5::p20(X,X) :- (e3(X,Y), e0(Y), findall(V, e3(3,V), L), L = [], T =.. [g, X], T \== g(0)) ; (Y \== 3, p20(1,3), e0(X), e1(Y)).
p30(Y) :- p20(Y,2).
P::p30(Y) :- (p20(Z,2), e2(Z,Y), p10(Y)), P is Y / 4.
p31 :- e2(Y,Y), p20(2,Y), e2(Y,Y), \+ e0(2), T =.. [g, Y], T \== g(0).
p31 :- p30(Y), p10(Y), call(e2, Y, 2).
query(p10(Y)).
query(e2(2,2)).
query(p30(2)).
query(\+ p10(3)).
