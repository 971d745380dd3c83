:- use_module(library(lists)).
0.7::e0(2).
0.2::e1(1); 0.1::e1(2).
0.75::e2(1).
0.5::e2(3).
p00 :- (e2(Z), e1(2)) ; (e0(3), \+ e2(2), T =.. [g, 3], T \== g(0)).
p00 :- e1(X), e2(X), findall(V, e0(V), L), L \= [], X @=< 1.
0.8::p00 :- p00, findall(V, e2(V), L), length(L, N), N >= 2, findall(V, e2(V), L), sum_list(L, T), T > 2.
p01(Y) :- Y \== 2, e2(1), e1(X), e0(Y), findall(V, e2(V), L), length(L, N), N >= 2.
p01(X) :- X == 1, p00, p01(2), between(1,3,X), findall(V, e0(V), L), L = [].
p10(X,2) :- e2(Z), e1(Z), between(1,3,X), W is X + 2, W < 5.
p10(Y,X) :- p01(X), p10(Y,3), \+ e1(1), not e2(1).
query(p10(1,Y)).
query(\+ p00).
