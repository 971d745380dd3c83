:- use_module(library(lists)).
0.25::e0(2,3).
0.75::e0(3,1).
e0(1,1).
0.3::e0(1,3).
0.4::e1.
0.8::e2(2).
0.1::e2(3); 0.2::e2(1).
p00(Y) :- e2(1), p00(3), between(1,3,Y), \+ e0(3,Y), not e0(Y,1).
0.3::p01(Y,Y) :- e1, between(1,3,Y), not e2(Y), not e0(Y,2).
0.5::p01(X,Y) :- p00(X), between(1,3,Y), W is Y + 2, W < 5.
p01(X,Y) :- p00(1), between(1,3,X), between(1,3,Y), findall(V, e2(V), L), L = [], compare(O, Y, 2).
p10(Y) :- e0(Y,Y), findall(V, e0(Y,V), L), length(L, N), N >= 1.
0.3::p10(Y) :- (e1, p10(X), between(1,3,Y)) ; (p01(3,Y), \+ e2(2), Y =:= 3).
p20(X,Y) :- (e1, p01(Y,2), between(1,3,X), X \== Y) ; (p20(Y,Y), between(1,3,X)).
p20(X,Y) :- p20(Y,1), p20(1,Y), between(1,3,X).
query(e0(3,Y)).
query(\+ p00(3)).
evidence(p00(3), true).
