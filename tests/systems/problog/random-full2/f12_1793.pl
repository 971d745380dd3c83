:- use_module(library(lists)).
0.3::e0(3); 0.2::e0(1).
e1(2).
e1(1).
0.3::e1(2); 0.2::e1(1); 0.1::e1(3).
0.9::e2(2).
0.7::e2(1).
0.1::p00(2,X) :- e1(X), findall(V, e2(V), L), sum_list(L, T), T > 2, \+ e0(X).
p10(X,Y) :- p10(3,1), between(1,3,X), between(1,3,Y), compare(O, Y, 3).
p10(Y,Y) :- p00(Y,Z), p10(3,2), e1(Z), T =.. [g, Y], T \== g(0), findall(V, e0(V), L), L \= [].
p11 :- e0(2), findall(V, e1(V), L), length(L, N), N >= 1.
p11 :- e1(Z), p10(3,Z), findall(V, e2(V), L), sum_list(L, T), T > 2.
p20(1) :- p10(X,3), e2(Z), p10(Z,Y), T =.. [g, Z], T \== g(0).
p20(Y) :- (p11, e2(Y), p10(Y,Y), Y == Y, call(e0, 1)) ; (p11, p11, e0(2), between(1,3,Y)).
p30 :- (e0(3), e1(2)) ; (p30, p20(X), W is X + 1, W < 5, X < 2).
p31(Y) :- p10(Y,Y), p30.
query(p00(Y,X)).
query(p31(2)).
query(e2(X)).
evidence(p31(3), false).
