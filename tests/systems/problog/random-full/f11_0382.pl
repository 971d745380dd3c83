:- use_module(library(lists)).
0.7::e0.
e1(3,3).
0.4::e1(1,2).
0.3::e1(1,1).
0.4::e2(2).
0.1::p00(3,1) :- (Z == 3, e2(X), p01(Z,2), p00(Z,Y)) ; (e0, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p00(1,Y) :- Y == 2, e2(3), p00(3,3), between(1,3,Y), findall(V, e1(Y,V), L), L \= [].
p00(X,Y) :- e1(X,2), between(1,3,Y), Y @< a, call(e2, 2).
p01(1,Y) :- (e1(Y,1), e2(Y), not e1(Y,Y)) ; (e1(Y,Y), e2(Y), \+ e1(2,Y), not e1(Y,Y)).
p10(X,Y) :- p00(Z,Z), p11(1), between(1,3,X), between(1,3,Y), findall(V, p00(Y,V), L), L = [], Y = 3.
p10(X,Y) :- p00(X,3), p00(X,Y), p11(X), findall(V, e2(V), L), L \= [], W is X + 3, W < 5.
p10(3,Y) :- e0, e0, p11(X), between(1,3,Y).
0.4::p11(3) :- p00(Y,Z), e0, W is Y + 3, W < 5, \+ p01(Z,Z).
p11(Y) :- (e2(Z), p00(Z,1), between(1,3,Y), \+ e0) ; (p01(Z,X), between(1,3,Y)).
p20(Y,X) :- (p10(X,3), between(1,3,Y)) ; (p01(Y,1), p21, p20(3,Z), between(1,3,X), compare(O, Z, 3)).
p21 :- p11(X), p11(3), p10(X,X), findall(V, p11(V), L), L = [], \+ e2(X).
p21 :- p20(Y,1), W is Y + 3, W < 5, call(p11, Y).
p21 :- (e1(Z,X), e2(X), not p00(Z,X), call(p01, Z, Z)) ; (p01(Z,Y), \+ p11(1), findall(V, p00(1,V), L), sum_list(L, T), T > 2).
query(e0).
query(p20(3,2)).
query(p01(Y,1)).
query(\+ p11(3)).
