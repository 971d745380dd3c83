:- use_module(library(lists)).
0.3::e0(1,2).
0.4::e0(2,3).
0.7::e0(3,2).
0.1::e0(3,3); 0.1::e0(2,2).
0.75::e1(1).
e1(2).
0.25::e1(3).
0.1::e1(3); 0.3::e1(1).
p00(1) <- p00(Z), subquery(e0(3,3), Q), Q < 0.33, not e1(2).
p01 :- p00(Z), W is Z + 3, W < 5, call(e0, Z, Z).
p01 :- p01, p01, e0(Y,1), Y = Y.
0.4::p01 :- e0(3,Z), e1(Z), p00(Z).
p10(1,3) :- Z \== 1, p00(X), p00(3), p10(Z,Y).
0.5::p10(Y,Y) :- p00(2), between(1,3,Y).
p10(Y,X) :- p10(Y,3), p01, between(1,3,X), call(e0, Y, X).
P::p20(X,X) :- (e1(X)), P is X / 4.
0.75::p20(Y,X) :- (e1(Z), between(1,3,X), between(1,3,Y), \+ e1(2), findall(V, e1(V), L), L = []) ; (p01, p20(Y,Z), p20(Y,Y), between(1,3,X)).
p20(X,X) :- p00(Z), p20(X,X), p20(2,Z).
query(p20(Y,Y)).
query(p20(Y,3)).
query(e1(1)).
