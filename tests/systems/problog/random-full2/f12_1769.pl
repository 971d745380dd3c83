:- use_module(library(lists)).
e0(3,1).
0.2::e1(1).
e1(2).
e2.
0.3::e3(1); 0.1::e3(2).
0.3::p00 :- p01(Z,Z), W is Z + 2, W < 5.
p00 :- (e2, e3(Y), p00, \+ e1(1), \+ e1(Y)) ; (e3(1), p00, e2, \+ e0(3,1)).
p01(Y,Y) :- e2, p01(X,Z), between(1,3,Y), call(e0, Z, Z).
p01(Y,X) :- p00, p00, between(1,3,X), between(1,3,Y), \+ e1(2), call(e0, Y, Y).
0.3::p01(Y,Y) <- (p00, p01(X,1), p01(X,1), between(1,3,Y)) ; (e2, p01(1,Z), e2, between(1,3,Y), Y = 2).
0.4::p10 :- e3(Y), p01(Y,3), e0(Z,Y), Y == Y, \+ e3(3).
p10 <- Y \== 3, e1(3), p01(Y,2), e1(Y).
p10 :- p10, T =.. [g, 2], T \== g(0).
p20(X) :- (p10, p00, between(1,3,X), call(e1, X), findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e1(X), p20(1), not e0(2,2), findall(V, e1(V), L), sum_list(L, T), T > 2).
0.75::p30 :- p20(Z), p30, p20(Z).
p30 :- e3(Y), e3(X), \+ p01(X,X).
p30 <- e1(Z), compare(O, Z, 3).
query(p30).
query(e2).
query(\+ e0(3,2)).
