:- use_module(library(lists)).
0.3::e0(1,2).
0.3::e0(3,3).
0.2::e1(2).
0.8::e1(3).
0.4::e2.
p00(X) :- e1(X), T =.. [g, X], T \== g(0).
p00(Y) :- Y \== 2, e1(3), e2, e2, between(1,3,Y).
p00(X) :- p00(X), T =.. [g, X], T \== g(0), call(e0, X, X).
p01 <- p01, T =.. [g, 1], T \== g(0).
0.6::p01 :- p00(Y), p00(Y), e0(Y,Y), findall(V, e0(3,V), L), L \= [], call(e0, Y, Y).
p01 :- (p00(2)) ; (p00(Y), Y @< 3, call(e1, Y)).
p10 :- (p01, e2, p01, \+ p00(2)) ; (p00(X), e0(X,X), call(p00, X), X = X).
p10 :- e1(3), e2, T =.. [g, 1], T \== g(0).
p10 :- (e1(X), p01, \+ p00(2)) ; (e0(Z,Z)).
query(e2).
