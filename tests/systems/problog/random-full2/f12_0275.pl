:- use_module(library(lists)).
e0(3).
0.8::e1.
e2(1).
0.8::e2(3).
0.5::e3(1).
0.3::e3(3).
p00(X,Y) :- (p00(1,Y), between(1,3,X), findall(V, e2(V), L), L \= [], X >= 3) ; (X \== 2, e3(X), e1, e1, between(1,3,Y)).
p00(Y,2) :- e1, e3(X), between(1,3,Y).
p10(Y,Y) :- e1, p00(Y,1), compare(O, Y, 3).
p10(Y,3) :- Z \== 1, p00(Y,Z), e1, W is Y + 3, W < 5.
p10(X,X) <- p00(X,1), p00(3,X), e3(X), X = X.
p20(X) :- e0(Y), p10(2,Y), between(1,3,X).
p20(1) :- e0(X), p00(X,Y), e0(Y).
query(p00(Y,3)).
query(e2(Y)).
query(\+ e0(1)).
