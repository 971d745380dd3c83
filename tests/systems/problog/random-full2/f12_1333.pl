:- use_module(library(lists)).
0.4::e0(2,1).
0.1::e0(2,3).
0.1::e0(3,1).
e0(3,3).
0.2::e0(2,2); 0.2::e0(1,1); 0.3::e0(3,3).
0.5::e1(1).
0.8::e1(2).
0.25::e2(2,2).
0.8::e2(3,1).
e2(3,3).
e3(3).
e3(1).
e3(2).
P::p00(Y) :- ((e2(Y,X), findall(V, e1(V), L), L = [], Y == Y) ; (e2(X,Z), between(1,3,Y), compare(O, Z, 2), findall(V, e3(V), L), L = [])), P is Y / 4.
P::p00(Y) :- (p00(Z), between(1,3,Y), findall(V, e1(V), L), L = [], compare(O, Y, 3)), P is Y / 4.
p00(Y) :- e3(X), e1(X), between(1,3,Y).
p10 :- (p11(X), e0(Y,X), W is Y + 2, W < 5) ; (p10, e3(Y), p00(Y)).
p10 <- e2(Z,3), \+ e3(2).
p11(1) :- p00(1), T =.. [g, 1], T \== g(0), T =.. [g, 3], T \== g(0).
query(p11(Y)).
query(p10).
evidence(e0(1,2), true).
