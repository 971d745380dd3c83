:- use_module(library(lists)).
0.5::e0.
e1(3,1).
0.9::e1(2,3).
e2(1).
0.6::e2(3).
0.3::e2(2); 0.1::e2(3).
e3(3,3).
0.7::e3(2,3).
P::p00(X) :- (e3(2,X), e1(X,3), p00(2), X \= X), P is X / 4.
p01(2) :- (e1(Z,X), p00(Y)) ; (e2(X), e0, e0, call(e1, 2, X)).
0.1::p10(X) :- (p10(Y), p01(Y), between(1,3,X), \+ e3(Y,Y), findall(V, p01(V), L), L = []) ; (e0, p10(2), between(1,3,X), X \== 1).
p10(Y) :- e0, p00(Z), between(1,3,Y), compare(O, Z, 3), not p00(Y).
p20(Y,X) :- e1(Y,2), between(1,3,X), W is Y + 3, W < 5.
0.7::p20(X,1) :- p20(Z,X), e3(3,1), e3(X,X), Z < 2.
p30 :- (p20(Z,Z), e1(3,Z), p20(Z,Z)) ; (e0, p10(1), \+ p20(3,1), \+ p01(2)).
p30 :- p20(1,X), p01(2), call(e2, X), \+ p10(X).
p30 :- p00(X), e3(3,3).
query(p30).
query(p20(3,X)).
query(p10(1)).
