:- use_module(library(lists)).
0.4::e0(1,1).
0.1::e0(1,1); 0.3::e0(3,3); 0.3::e0(2,2).
e1.
p00(X) :- e1, e0(Z,Z), between(1,3,X), findall(V, e0(Z,V), L), sum_list(L, T), T > 2, \+ e1.
0.1::p01(Y) :- p01(X), between(1,3,Y).
p10(X) :- (p10(Z), p01(Z), p00(3), between(1,3,X), not p01(X)) ; (p00(Y), between(1,3,X), X =:= 2).
p20(1,1) <- p21(1,Z), e1, e1, compare(O, Z, 1).
p20(X,X) :- (p10(Z), e1, between(1,3,X)) ; (p01(Z), p21(Y,1), between(1,3,X)).
p21(Y,X) :- p21(X,3), p20(X,X), between(1,3,Y).
p30 :- (e1, e0(X,X), p21(X,X)) ; (p20(Y,Y), p21(Z,Y)).
p30 :- e0(X,X), call(p10, X).
p31(Y) :- e0(Z,3), p00(X), between(1,3,Y).
0.25::p31(1) :- Y \== 3, p01(Y), e0(Y,Y).
P::p31(Y) :- ((p10(X), e1, between(1,3,Y)) ; (e1, p20(Y,Z), \+ p21(1,Z))), P is Y / 4.
query(p20(3,X)).
query(p10(2)).
