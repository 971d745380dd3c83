:- use_module(library(lists)).
0.3::e0.
0.4::e2.
0.6::e3(2,1).
0.6::e3(1,3).
p00 :- p01(Y), compare(O, Y, 3), call(e3, Y, 3).
p01(X) :- p01(1), between(1,3,X).
p01(Y) :- e2, between(1,3,Y).
0.8::p10(Y) :- p00, e1(1,3), between(1,3,Y), findall(V, p01(V), L), L = [], W is Y + 1, W < 5.
0.75::p10(Y) :- (e3(X,X), e3(Z,X), p00, between(1,3,Y), call(p01, 2)) ; (e1(Z,Y), Y == Y).
p10(X) :- e0, e3(X,Z), findall(V, p01(V), L), sum_list(L, T), T > 2.
0.2::p20(Y) :- Y == 1, p00, e3(X,Y), p20(1), T =.. [g, X], T \== g(0).
p20(X) :- p01(Z), p20(Z), e0, between(1,3,X), not p10(3).
p20(Y) :- p00, e0, e3(Z,X), between(1,3,Y), \+ p10(X).
query(e2).
query(\+ e3(3,1)).
