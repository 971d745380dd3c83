:- use_module(library(lists)).
0.2::e0(1); 0.1::e0(2); 0.1::e0(3).
0.2::e1(3); 0.3::e1(2); 0.2::e1(1).
0.1::e2(3,3).
0.75::e3(3).
e3(2).
p00(X) :- (e2(2,Y), between(1,3,X), findall(V, e3(V), L), L = []) ; (X == 1, e2(Z,X), X >= 1).
p00(X) :- e3(X), e1(X), e1(X), X == X.
P::p10(X,Y) <- (e3(1), e0(3), between(1,3,X), between(1,3,Y), \+ e0(Y)), P is Y / 4.
p10(X,X) :- e3(Z), between(1,3,X), findall(V, e2(X,V), L), L \= [].
p10(Y,Y) <- e2(Z,Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
query(e3(1)).
query(p00(Y)).
query(e0(Y)).
query(e3(X)) :- between(1,2,X).
