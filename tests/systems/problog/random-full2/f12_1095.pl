:- use_module(library(lists)).
e0(2,3).
0.25::e1(2,3).
0.3::e1(3,3).
0.75::e1(1,1).
0.25::e2(3,1).
0.5::e2(1,3).
0.4::e2(2,2).
e2(3,2).
e3(1).
p00(Y) :- e3(1), between(1,3,Y), not e2(Y,Y), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y,Y) :- (e3(1), e3(Y), e0(Y,X), findall(V, e2(Y,V), L), L = []), P is Y / 4.
p10(X,X) :- e0(Y,Y), e2(Y,2), e0(Z,Y), between(1,3,X), \+ e1(2,Z).
p10(X,X) :- e1(X,X), p00(Z).
0.25::p11(Y) :- p11(1), between(1,3,Y), W is Y + 1, W < 5.
p11(Y) :- p00(Z), e0(3,Z), e0(Y,Y), \+ e2(Y,Y).
p20(X,Y) :- Y \== 1, p11(3), p11(X), between(1,3,Y).
p20(X,3) :- (Y == 1, e2(Y,X), p00(X), p10(X,Y)) ; (e1(2,Z), between(1,3,X), X @>= 1).
p20(Y,Y) :- e0(2,Y).
query(p20(X,Y)).
evidence(e3(2), true).
