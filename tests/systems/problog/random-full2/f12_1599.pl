:- use_module(library(lists)).
e0.
0.8::e1(2).
0.2::e1(2); 0.1::e1(1).
p00(2) :- (p00(Z), p00(Y)) ; (e0).
p00(X) :- (e1(Z), e1(2), e0, between(1,3,X), \+ e1(Z)) ; (p00(X), not e1(X), \+ e1(X)).
p00(Y) :- e0, e0, p00(1), between(1,3,Y), Y = Y.
0.4::p10(Y) :- p00(3), p11(3), between(1,3,Y), W is Y + 3, W < 5.
p11(3) :- e1(Y), p11(3), Y < 3.
p11(X) :- e0, between(1,3,X).
p20(X) :- (p10(2), p20(Z), e1(Z), between(1,3,X), W is X + 2, W < 5) ; (p20(X), p00(Z), call(p10, Z), compare(O, Z, 2)).
0.25::p20(X) :- (X \== 1, e1(X), p20(X), \+ e0) ; (p11(Y), p20(3), p21(2,2), between(1,3,X)).
p21(3,Y) :- e0, between(1,3,Y), call(e1, Y), compare(O, Y, 2).
0.2::p30(X) :- e1(X), p30(X), p21(3,Y).
p30(Y) :- (p10(Z), p20(3), between(1,3,Y), not p21(Y,2), findall(V, p00(V), L), L = []) ; (p21(X,Y), e0, \+ e1(Y), Y \== 2).
p30(3) :- p30(Z).
query(p30(Y)).
query(\+ p00(2)).
