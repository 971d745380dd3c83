0.7::e0(3).
0.6::e0(1).
0.9::e1.
e2(1).
0.3::e2(3).
e2(2).
e3.
P::p00(X) :- (e3, e1, e0(2), between(1,3,X), \+ e2(X), X @< 2), P is X / 4.
p00(1) :- e1, e0(3).
0.25::p10(X) :- e3, e2(X), X < 3.
query(p10(Y)).
query(e0(1)).
evidence(e2(3), false).
