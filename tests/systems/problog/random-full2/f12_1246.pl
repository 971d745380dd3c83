:- use_module(library(lists)).
e0.
e1(3).
p00 :- Z \== 2, e1(Z), call(e1, Z).
p00 :- e0, e0.
0.75::p00 <- (e1(X), e0) ; (e1(Y), findall(V, e1(V), L), L \= [], T =.. [g, Y], T \== g(0)).
p10(Y) :- (p10(X), e0, p00, between(1,3,Y), Y @< a, Y =\= 1) ; (p10(Y)).
p10(Y) :- (e1(Y), p10(Y), findall(V, e1(V), L), L = [], Y @< a) ; (p00, between(1,3,Y), call(e1, Y), \+ p00).
p10(Y) :- p10(Y), e0, p10(Y), T =.. [g, Y], T \== g(0), Y \= 2.
query(e1(1)).
query(p00).
query(p10(X)).
