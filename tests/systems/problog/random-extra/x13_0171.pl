:- use_module(library(lists)).
e0(3,2).
0.75::e0(1,1).
0.9::e0(2,2).
e1(2,3).
0.2::e1(3,1).
0.2::e1(1,2).
0.2::e2(3).
0.1::e2(1); 0.2::e2(2); 0.1::e2(3).
0.1::e3(2).
0.6::e3(3).
p00 <- (e3(Y), \+ e3(Y)) ; (p00).
p00 :- e2(3), e1(2,X).
p00 :- p00, e3(X), e1(X,2), not e2(2).
p10(X,1) :- (e2(Y), between(1,3,X)) ; (e2(Y), between(1,3,X)).
p10(1,Y) :- (e0(Z,3), between(1,3,Y), call(e1, 1, Z), call(e0, Z, Y)) ; (e0(2,3), e0(Y,1), findall(V, e0(Y,V), L), sum_list(L, T), T > 2).
p20(Y) :- Y \== 1, e0(Z,Z), e0(Z,2), e2(Z), between(1,3,Y), W is Y + 1, W < 5.
p30(1) :- e2(3), T =.. [g, 3], T \== g(0).
P::p30(Y) :- (e0(Z,2), p30(1), between(1,3,Y), T =.. [g, Y], T \== g(0), Z @=< 2), P is Y / 4.
p30(X) :- e1(Y,Y), e2(2), between(1,3,X), call(e2, X).
query(e0(Y,Y)).
