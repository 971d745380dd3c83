:- use_module(library(lists)).
e0(1,1).
e0(1,3).
0.1::e0(2,2); 0.2::e0(3,3).
0.3::e1.
p00(X) :- e0(X,Z), p00(Y), not e0(3,Y).
p01 :- e0(3,Z), e0(Y,3), W is Y + 1, W < 5, compare(O, Y, 3).
p01 :- (e0(Z,Z), e1, e0(X,X), \+ e1) ; (p00(1)).
p01 :- e1.
0.3::p10(Y) :- e1, p10(X), p00(1), between(1,3,Y).
0.25::p11(Y) :- e1, between(1,3,Y), \+ p00(Y).
p11(2) :- (p01, p11(1), p00(Y)) ; (p10(3)).
p11(1) <- p10(Y), p00(1).
p20(Y,Y) <- p21(X), between(1,3,Y), \+ p01.
0.2::p21(Y) :- Y \== 2, p00(1), between(1,3,Y), \+ p01.
p30 :- p01, \+ p00(1), \+ e0(1,2).
p31 :- X == 1, p20(Y,X), p10(X), e0(Y,3).
p31 :- (p21(Z), p30) ; (p21(1), p20(X,2)).
p31 :- (p21(Z), p11(Z), findall(V, e0(Z,V), L), sum_list(L, T), T > 2) ; (p01).
query(p21(3)).
query(p20(1,Y)).
query(p10(X)) :- between(1,2,X).
query(\+ p31).
