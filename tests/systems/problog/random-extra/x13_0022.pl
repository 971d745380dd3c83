:- use_module(library(lists)).
0.9::e0(2).
0.75::e0(1).
e1(3).
0.5::e1(2).
e2(3).
e3(1,3).
0.6::e3(1,2).
e3(2,3).
p00(Y,3) :- e1(Y), e3(Y,1), Y = 1, T =.. [g, Y], T \== g(0).
p00(2,3) :- e1(2), e3(Z,Y), \+ e0(Z), Y @>= 1.
p00(X,Y) :- e1(3), between(1,3,X), between(1,3,Y), call(e0, 3), compare(O, X, 3).
0.25::p10 <- p10, findall(V, e3(2,V), L), L \= [].
p10 :- p00(Y,2), e3(1,Y), findall(V, p00(1,V), L), L \= [], subquery(e1(1), Q), Q < 0.33.
\+p10 :- e2(2).
query(p00(Y,1)).
query(\+ e3(2,1)).
