:- use_module(library(lists)).
0.2::e0(3,3).
0.3::e0(3,3); 0.3::e0(2,2).
e1(2,3).
0.2::e1(1,2).
0.2::e1(2,2); 0.3::e1(1,1); 0.3::e1(3,3).
P::p00(X,Y) :- (p00(Y,1), p00(Z,Y), between(1,3,X), not e0(Y,Z), compare(O, X, 1)), P is Y / 4.
p00(X,Y) :- p01, between(1,3,X), between(1,3,Y).
p00(X,X) :- Y == 1, e0(X,Y), e0(Y,1), p00(3,Y), call(e1, X, X).
p01 :- p00(X,X), e0(Y,X), T =.. [g, X], T \== g(0).
p01 :- e0(Y,Y), e1(Y,X).
p01 :- p00(2,X), X = 2.
0.7::p10(X,X) :- (e0(Y,X), p01, \+ p00(1,Y)) ; (e1(Z,X), \+ e1(2,X)).
P::p10(Y,3) <- (p01, between(1,3,Y)), P is Y / 4.
p10(Y,X) :- p00(Z,3), p10(3,Z), e1(Z,1), between(1,3,X), between(1,3,Y).
p20 :- e1(Y,Z), p01, p10(X,2), X == 3.
P::p21(Y,X) :- (p01, p10(Y,1), between(1,3,X), findall(V, e1(3,V), L), L \= []), P is Y / 4.
query(e0(3,X)).
query(e0(Y,Y)).
query(e0(1,3)).
