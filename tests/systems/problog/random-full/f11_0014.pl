:- use_module(library(lists)).
0.1::e0.
0.7::e1.
0.5::e3(1,1).
0.3::e3(3,3); 0.2::e3(2,2); 0.1::e3(1,1).
p00(X,X) :- e2(X), p00(X,Y), e3(3,Y), not e3(Y,X).
p00(Y,X) :- p00(Z,X), between(1,3,Y).
p10(X) :- e2(Z), between(1,3,X), call(e2, X).
p20(Y) :- (e2(2), between(1,3,Y), \+ p00(Y,Y), findall(V, p00(Y,V), L), L = []) ; (e2(Y), e2(Y)).
p20(X) :- (e0, e1, e3(1,Z), between(1,3,X), X >= 3, W is Z + 3, W < 5) ; (e0, p10(Y), p10(Y), between(1,3,X)).
p30(Y) :- e3(1,X), p10(1), p00(Z,2), between(1,3,Y).
p30(X) :- p10(Y), e1, between(1,3,X).
p30(X) :- p10(X), call(e3, X, 3).
query(e3(1,X)).
query(p30(X)).
query(p30(2)).
query(\+ e2(2)).
