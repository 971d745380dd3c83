:- use_module(library(lists)).
e0(3,2).
0.2::e0(2,3).
0.2::e0(2,2); 0.2::e0(1,1).
0.9::e1(3).
0.7::e1(2).
0.3::e1(1); 0.1::e1(2); 0.1::e1(3).
p00(X) :- p01, between(1,3,X), call(e1, X), X < 2.
p01 :- p01, call(e1, 2).
p10(Y) :- p01, between(1,3,Y), \+ e1(3), findall(V, e1(V), L), length(L, N), N >= 2.
p10(X) :- (p10(1), p01, p01, between(1,3,X)) ; (p10(3), p01, e1(3), between(1,3,X), \+ e1(X), not e1(2)).
p10(X) <- p10(Z), between(1,3,X), X @=< 3, Z =:= 1.
p20(Y,1) :- e0(1,2), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 2.
query(p20(Y,Y)).
query(p10(1)).
query(p00(X)).
query(p10(X)) :- between(1,2,X).
