:- use_module(library(lists)).
0.75::e0(2,1).
e0(1,2).
0.9::e0(2,2).
0.3::e0(2,2); 0.1::e0(3,3).
0.3::e1(1).
0.3::e2(1,3).
0.5::p00(1) :- e1(Y), e1(Y), e1(Y), \+ e2(3,3).
p01 :- e1(2), e1(1).
p10(Y,X) :- Y \== 2, e0(X,X), p00(X), p01, between(1,3,Y).
p10(Y,2) :- e0(X,3), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2, findall(V, e2(X,V), L), length(L, N), N >= 2.
p10(X,X) :- e1(1), between(1,3,X).
p11(X,Y) :- p01, p01, p00(Z), between(1,3,X), between(1,3,Y), Z =:= 2.
p20(Y,Y) :- p11(Y,X), p01, compare(O, Y, 3).
P::p20(2,X) :- (e2(2,1), between(1,3,X), W is X + 3, W < 5), P is X / 4.
p30(2,3) :- p11(Y,X), p30(Z,Y), p01.
p30(X,Y) :- p20(X,X), between(1,3,Y).
0.3::p31(Y) :- (p01, between(1,3,Y), \+ p00(Y), call(p20, Y, Y)) ; (e2(X,X), between(1,3,Y), \+ p00(X)).
query(p30(Y,Y)).
query(\+ p10(1,1)).
evidence(e2(2,1), true).
