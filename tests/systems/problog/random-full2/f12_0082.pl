:- use_module(library(lists)).
0.2::e0.
0.4::e1(2,2).
e2(3,1).
e2(3,3).
0.9::e3(2).
0.3::e3(3); 0.1::e3(2).
p00 :- p00, e1(Z,2), call(e3, Z), \+ e3(3).
p00 :- p01(Y).
p01(X) :- p01(Z), e2(Z,3), p01(Z), between(1,3,X), Z = Z.
p01(X) :- p01(Y), e0, between(1,3,X).
p10(Y,Y) :- Y == 3, p00, e0, between(1,3,Y).
p10(X,Y) :- p01(1), e0, between(1,3,X), between(1,3,Y), \+ p01(X), W is Y + 2, W < 5.
p10(Y,Y) :- (e2(3,Y), e0) ; (e2(2,2), between(1,3,Y), findall(V, e2(Y,V), L), L = [], Y @>= a).
query(e3(Y)).
query(e2(3,2)).
evidence(p00, true).
