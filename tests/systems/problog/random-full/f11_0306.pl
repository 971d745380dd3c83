:- use_module(library(lists)).
0.9::e0.
e1(3).
0.3::e1(1); 0.1::e1(3).
p00(Y) :- p00(2), e0, between(1,3,Y).
p00(Y) :- p01(1), between(1,3,Y), not e1(3).
p00(2) :- p00(X), e0, \+ e0, X =:= 3.
0.25::p01(Y) :- (e1(3), p01(2), p00(2), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1(X), between(1,3,Y)).
p10 :- p11, p10.
p10 :- e1(1), findall(V, p00(V), L), L \= [], not p01(3).
p11 <- (p10, p01(Y), e0) ; (p00(Z), p11).
p11 :- (p01(Y), p01(Y), p01(Y), compare(O, Y, 1), Y =:= 2) ; (p00(X)).
p11 :- e1(Z), e0, p10, \+ e0.
query(p11).
query(e1(X)) :- between(1,2,X).
