:- use_module(library(lists)).
e0.
0.25::e1(2).
0.3::e1(3).
p00(Y) :- Y == 2, e0, e1(Y), not e1(Y).
p00(Y) :- p01(X), e0, between(1,3,Y).
p01(Y) :- (p00(Z), between(1,3,Y), compare(O, Y, 1)) ; (e1(2), e1(X), e0, between(1,3,Y)).
p01(Y) :- p01(3), e1(Y), call(e1, 3).
p01(X) :- e1(3), between(1,3,X).
p10(Y) :- e0, p00(2), p11, between(1,3,Y).
0.5::p11 :- p11, p10(Y), \+ e1(Y).
p20 :- (p11, p01(Z), p11, \+ p00(Z), findall(V, e1(V), L), L = []) ; (p20).
p21(Y,X) :- X \== 2, p21(Y,Z), p11, p10(Z), between(1,3,X), X >= 1.
query(p21(3,1)).
