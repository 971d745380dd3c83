:- use_module(library(lists)).
0.5::e0(1,2).
0.1::e0(2,2); 0.2::e0(3,3).
e1(1,2).
e1(3,3).
0.25::e1(2,1).
0.2::e1(2,2).
0.3::p00(X,X) :- e1(X,Z), p00(Z,Z), p01(X), Z \= X, \+ e0(2,X).
p00(2,Y) :- p01(Y), e0(X,Y), findall(V, e0(Y,V), L), L \= [].
0.7::p01(X) :- p00(X,Z), e0(3,Z), e0(2,Z), compare(O, Z, 2), Z @>= f(1).
p01(Y) :- p00(Z,Y), e1(Y,Y), p01(X), T =.. [g, Y], T \== g(0).
p10 :- (X == 3, p01(3), p10, p00(X,Z), W is Z + 1, W < 5) ; (e0(1,X), p01(X), e0(X,X), \+ e0(X,X), not p00(3,X)).
p10 <- p10, findall(V, p01(V), L), length(L, N), N >= 1.
p10 :- e0(2,Y), p10, p01(X), findall(V, p00(2,V), L), L \= [].
query(p10).
