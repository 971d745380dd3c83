:- use_module(library(lists)).
0.1::e0(2,2).
0.6::e1(2).
0.3::e2(3,3).
0.7::e3(1,3).
0.3::e3(3,3); 0.2::e3(2,2); 0.2::e3(1,1).
0.25::p00(X) :- e3(Z,X), e0(1,Z), e2(X,Z), findall(V, e1(V), L), L = [], compare(O, X, 1).
p00(Y) :- p00(Y), \+ e3(2,1).
p00(Y) :- (e2(3,X), between(1,3,Y), Y \= Y) ; (e3(Y,1), e0(Y,2), e0(Y,3), Y \== 3).
0.7::p01(1) :- (e2(X,2)) ; (X \== 3, p01(X), e1(X)).
p01(2) :- p00(Y), e0(1,Y), p00(3), \+ e1(Y), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- p10(2), e2(Z,1), e1(Z), between(1,3,X), X < 1.
p10(3) <- p01(Y), T =.. [g, Y], T \== g(0).
p10(Y) :- p10(2), p10(Z), between(1,3,Y), Z \= Y, \+ e2(2,3).
query(p10(1)).
