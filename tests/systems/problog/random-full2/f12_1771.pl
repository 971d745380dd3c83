:- use_module(library(lists)).
0.2::e0(3,2).
0.2::e0(1,1); 0.2::e0(3,3); 0.3::e0(2,2).
e1(1).
0.3::e1(2).
0.3::e1(3); 0.1::e1(2).
0.2::e3.
p00 :- e3, e1(3), findall(V, e2(V), L), length(L, N), N >= 2.
p10 :- p10, \+ e2(3).
p11 :- e1(3), e0(Y,2), W is Y + 1, W < 5.
p11 :- p11, e3, e3, T =.. [g, 1], T \== g(0), findall(V, e0(3,V), L), length(L, N), N >= 2.
query(p00).
query(p11).
query(p00).
evidence(e1(1), false).
