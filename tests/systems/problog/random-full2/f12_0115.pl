:- use_module(library(lists)).
0.4::e0(3).
0.8::e0(1).
0.1::e0(3); 0.2::e0(1); 0.2::e0(2).
e1(2,1).
0.25::e1(2,3).
0.4::e1(1,1).
0.2::e1(1,1); 0.2::e1(2,2).
p00(2) :- p00(X), e1(X,X).
p00(X) :- p00(X), p00(X), p01(3,X), \+ e0(X), X @< a.
p00(X) :- (e0(Y), e0(1), between(1,3,X), findall(V, e0(V), L), L \= []) ; (e0(Y), between(1,3,X)).
p01(Y,1) :- (e0(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)) ; (p00(X), between(1,3,Y), W is Y + 1, W < 5).
p10 :- e0(Y), p10, W is Y + 1, W < 5.
p10 :- p01(Z,X), e0(Z), compare(O, X, 3).
query(p10).
query(p01(X,X)) :- between(1,2,X).
query(\+ p00(1)).
