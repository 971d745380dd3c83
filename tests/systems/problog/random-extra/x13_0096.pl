:- use_module(library(lists)).
0.9::e0(3,1).
e1(3).
0.1::e1(2).
e2(1).
e3(2,2).
0.7::e3(2,1).
0.3::e3(3,3); 0.3::e3(2,2); 0.2::e3(1,1).
p00(X,Y) :- p00(3,Z), between(1,3,X), between(1,3,Y), findall(V, e2(V), L), L = [], subquery(e0(1,3), Q), Q > 0.33.
p00(X,Y) :- X == 2, e2(Z), between(1,3,X), between(1,3,Y).
p01(X) :- e0(Y,1), between(1,3,X), Y = X.
P::p01(Y) :- (e3(X,Z), e0(Z,2), between(1,3,Y)), P is Y / 4.
p10(X,X) :- e0(3,2), between(1,3,X), W is X + 1, W < 5, X \= 3.
p10(Y,Y) :- (e1(X), e3(Y,3), \+ e0(Y,Y), findall(V, e3(X,V), L), L \= []) ; (p00(X,Y), e1(Y), p00(Y,Z), not p01(Z)).
p20(X) <- p20(Z), between(1,3,X), call(e1, Z), X == X.
p20(1) :- e2(Z), e1(1), p20(Z), Z =\= 1.
0.7::\+p20(2) :- e3(3,3).
p21 <- p20(Z), findall(V, e3(Z,V), L), L \= [], not p01(Z).
query(p01(1)).
query(e3(1,X)).
query(e1(Y)).
evidence(e1(3), true).
