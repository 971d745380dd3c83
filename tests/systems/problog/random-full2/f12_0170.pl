:- use_module(library(lists)).
0.75::e0(3).
0.25::e0(1).
0.2::e0(2); 0.2::e0(3); 0.1::e0(1).
0.6::e1(3).
p00(X) :- e1(2), e1(Y), between(1,3,X), findall(V, e1(V), L), L \= [].
p00(Y) :- e1(Z), p00(2), p00(1), between(1,3,Y), \+ e0(Y).
0.8::p10 <- (p11(2,3)) ; (p00(2), p10, \+ e1(3)).
p11(Y,Y) :- p00(X), p00(Z), p00(Y), T =.. [g, Y], T \== g(0).
p20(X,Y) :- e1(Z), e1(Y), between(1,3,X), Z == Y, \+ e1(1).
p20(1,X) :- e1(X).
query(e1(Y)).
evidence(e0(1), false).
