:- use_module(library(lists)).
0.5::e0(1).
0.3::e0(2); 0.3::e0(3); 0.1::e0(1).
0.3::e1(1).
0.8::e1(2).
0.25::p00(Y) :- e0(Y), e1(1), \+ e1(Y), W is Y + 2, W < 5.
0.4::p10(Y) :- (e1(X), e1(3), between(1,3,Y)) ; (e0(3), e1(2), between(1,3,Y), \+ p00(Y)).
P::p10(Y) :- (e1(X), p11(1), e1(X), between(1,3,Y), W is X + 3, W < 5), P is Y / 4.
P::p10(Y) :- (p10(1), p00(3), between(1,3,Y), findall(V, e1(V), L), L = [], W is Y + 1, W < 5), P is Y / 4.
p11(2) <- p10(Z), W is Z + 3, W < 5, call(e0, 3).
p11(Y) :- p00(2), e1(X), between(1,3,Y).
query(e1(X)).
query(e1(2)).
query(p11(Y)).
query(\+ e0(2)).
evidence(e0(2), false).
