:- use_module(library(lists)).
e0(2).
0.9::e0(1).
0.3::e0(1); 0.1::e0(3); 0.2::e0(2).
e1(3,3).
0.25::e2(1,2).
0.75::e2(1,3).
0.2::e2(1,1); 0.2::e2(2,2); 0.2::e2(3,3).
e3(3,3).
e3(2,1).
0.3::e3(1,1); 0.2::e3(3,3); 0.3::e3(2,2).
p00(Y) :- e3(X,Y), p00(Y), p00(X), \+ e3(X,X), W is Y + 2, W < 5.
p00(Y) :- e3(X,X), p00(X), between(1,3,Y), call(e3, X, X).
p10 :- e0(2).
P::p11(Y,Y) :- (p11(X,Y), p11(Y,1), e2(2,3)), P is Y / 4.
p11(Y,Y) <- (p10, between(1,3,Y)) ; (e3(Z,X), p00(Y)).
p20(X) :- p11(X,Z), e1(Y,X), e1(Z,Y), compare(O, Y, 3), T =.. [g, X], T \== g(0).
p21 :- e1(2,Y), p00(Y), p10, Y == 1, W is Y + 3, W < 5.
0.2::p21 :- p11(Z,1), findall(V, p00(V), L), length(L, N), N >= 1, \+ p11(Z,Z).
p30 :- p30, findall(V, p00(V), L), sum_list(L, T), T > 2.
p30 :- p11(X,3), p00(X), p30, X = 3.
query(e3(X,X)).
query(e1(2,2)).
query(e0(X)) :- between(1,2,X).
query(\+ p11(1,3)).
