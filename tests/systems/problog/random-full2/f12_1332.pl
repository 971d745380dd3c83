:- use_module(library(lists)).
0.8::e0(1).
0.75::e1.
0.7::e2(1).
0.5::e2(2).
0.75::e3(2).
0.3::e3(3).
0.1::e3(3); 0.2::e3(1); 0.3::e3(2).
p00(X) :- (e3(Z), p01(Z,X), p00(1)) ; (e3(X), p01(2,2)).
0.5::p01(3,2) :- p01(Y,2), e3(3), e0(Y).
p01(Y,Y) :- e3(1), between(1,3,Y), W is Y + 1, W < 5.
p01(X,X) :- p01(Y,1), e1, between(1,3,X).
p10(1,1) :- e1.
P::p20(Y) :- (p21(X), e3(X), p20(X), between(1,3,Y), Y >= 2), P is Y / 4.
p21(Y) :- p00(Y), findall(V, e0(V), L), L = [].
p21(X) :- e3(X).
p21(Y) :- (p10(X,1), between(1,3,Y)) ; (e2(Y), p10(Y,Y), p21(X)).
query(e0(2)).
query(\+ e1).
