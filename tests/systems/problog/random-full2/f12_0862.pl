:- use_module(library(lists)).
0.7::e0(1).
e0(3).
0.1::e0(3); 0.3::e0(1); 0.2::e0(2).
0.8::e1.
0.8::e2(1,3).
e2(1,2).
e2(2,1).
0.3::e2(2,2); 0.1::e2(1,1).
p00(Y) :- Y \== 1, e3(2), between(1,3,Y), \+ e2(Y,Y).
p00(2) :- Z == 3, e3(Z), Z >= 2.
p01(2,3) :- e0(X), p00(X), e2(X,3).
p01(Y,Y) :- (p00(Y)) ; (p00(1), between(1,3,Y), \+ e1, Y =\= 3).
p10(X) :- (e0(X), e1, not p01(1,1)) ; (p10(Z), p10(Z), p00(Z), between(1,3,X), Z @=< 3).
p10(X) :- e3(3), between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2.
query(e0(1)).
