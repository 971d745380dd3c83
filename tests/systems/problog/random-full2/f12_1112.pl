:- use_module(library(lists)).
0.1::e0(1,3).
0.9::e0(2,2).
0.2::e0(3,3); 0.2::e0(1,1).
0.75::e1.
0.9::e2(2).
0.1::e2(1); 0.3::e2(3).
P::p00(Y) :- (Y == 1, p01(Z,Y), e1, \+ e0(Z,Z)), P is Y / 4.
p01(Y,X) :- e2(Z), between(1,3,X), between(1,3,Y).
p01(Y,Y) :- p01(Z,Z), between(1,3,Y), call(e0, 3, Y).
p10 :- e1, findall(V, p01(1,V), L), L = [].
p10 :- e1.
p10 :- p00(1), e2(Z), call(e0, Z, 1), Z =:= 3.
p11(X) :- e1, between(1,3,X).
p20(X,Y) :- (p20(Y,Y), between(1,3,X), not p00(X)) ; (p20(Y,Z), between(1,3,X)).
query(p20(1,X)).
query(p11(Y)).
query(p10) :- between(1,2,X).
query(\+ e0(1,2)).
