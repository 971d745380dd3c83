:- use_module(library(lists)).
0.4::e0(3,1).
0.1::e0(2,2); 0.2::e0(1,1); 0.3::e0(3,3).
e1(2).
0.1::e1(3); 0.1::e1(1).
0.5::e2.
0.3::e3(1).
e3(3).
0.6::p00 <- e3(X), p01(Z), p01(Y), findall(V, e1(V), L), sum_list(L, T), T > 2, T =.. [g, Z], T \== g(0).
0.7::p00 :- e3(Z), p00, e1(Y).
p00 :- p00, p00, call(e3, 2), \+ e0(3,1).
p01(X) :- p01(Z), e1(1), e3(Z), between(1,3,X), T =.. [g, Z], T \== g(0), T =.. [g, X], T \== g(0).
0.2::p01(Y) :- e1(Z), p01(2), between(1,3,Y), findall(V, e0(Z,V), L), L = [], call(e1, 1).
p10(Y) :- e3(Z), between(1,3,Y), W is Z + 1, W < 5.
p10(Y) :- (p00, p11, e0(Z,Y)) ; (e3(2), e0(Y,Y), Y == Y, Y \== Y).
p11 :- e3(3), p10(Z), p10(3), T =.. [g, Z], T \== g(0).
p11 :- e3(1), T =.. [g, 3], T \== g(0), \+ p00.
p20(1) :- p20(2), e2, not e3(2).
query(e3(2)).
