:- use_module(library(lists)).
0.3::e0(3,3); 0.1::e0(1,1); 0.2::e0(2,2).
0.25::e1(2).
e1(1).
0.5::e1(3).
0.3::e1(3); 0.1::e1(1).
0.3::e2(3,3).
e2(1,2).
0.25::e2(1,3).
0.3::e2(2,2); 0.2::e2(1,1).
0.5::e3(3).
0.6::e3(2).
p00 :- e1(Z), e0(Z,2).
p00 :- e1(Y), e3(Y), findall(V, e2(2,V), L), sum_list(L, T), T > 2.
p01(Y) :- e1(Y), e0(Y,Y).
p01(Y) :- e1(X), p01(1), between(1,3,Y), Y =\= 3.
p01(Y) :- e3(Z), e3(1), between(1,3,Y), findall(V, e2(Y,V), L), length(L, N), N >= 1, T =.. [g, Y], T \== g(0).
0.3::p10 :- Y \== 1, p11(X,Y), p10, W is X + 1, W < 5.
p10 :- e1(1), p11(X,Z).
p11(Y,Y) :- e2(2,1), between(1,3,Y), not p01(3).
p20(Y) :- e3(2), between(1,3,Y), T =.. [g, Y], T \== g(0), Y < 2.
p20(Y) :- p00, between(1,3,Y), Y @=< 1, Y == Y.
p20(2) :- p10.
p30(Y,3) <- p10, e3(Y).
query(p30(2,2)).
query(e2(X,2)).
query(e2(X,X)).
query(p10) :- between(1,2,X).
