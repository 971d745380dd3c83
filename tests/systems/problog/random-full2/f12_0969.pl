:- use_module(library(lists)).
0.9::e0(3).
e0(1).
0.6::e1(3).
e2(1,2).
e2(3,1).
0.8::e2(1,3).
p00(3) :- (e0(Z), p00(Y), e1(3), Y @< f(1), Y @=< 1) ; (p00(Y), findall(V, e2(Y,V), L), L = []).
p00(1) :- e0(2), T =.. [g, 3], T \== g(0).
p00(Y) :- e0(Y), e0(2), e2(1,Y), \+ e1(1), compare(O, Y, 2).
0.4::p10(Y) :- e2(Y,3), p10(Y).
p10(Y) <- e2(1,X), e1(2), e0(Z), between(1,3,Y).
query(e0(X)).
query(p10(2)).
query(e2(X,X)) :- between(1,2,X).
