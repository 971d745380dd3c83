:- use_module(library(lists)).
e0(2,1).
0.3::e0(1,1); 0.2::e0(2,2); 0.3::e0(3,3).
0.3::e1(2,2).
e1(2,1).
0.3::e1(1,1); 0.3::e1(3,3); 0.1::e1(2,2).
0.8::e2(2,1).
0.3::e2(3,3); 0.2::e2(1,1).
0.2::e3.
p00(Y) :- e3, p00(3), e2(2,Y), T =.. [g, Y], T \== g(0), W is Y + 2, W < 5.
p00(2) :- e1(Z,Y), p00(Y), p00(X), Y >= 3.
p00(X) :- e1(1,Y), between(1,3,X).
p10 :- p10, p10, e1(Y,2).
p10 :- (p00(X), e3, e3, findall(V, e1(3,V), L), L \= []) ; (e0(Y,Y), e1(2,Y), e2(Y,3)).
0.3::p10 :- (e0(X,Z), p10, p10, compare(O, X, 1)) ; (e2(Z,2), e2(Z,Z), findall(V, e1(Z,V), L), length(L, N), N >= 1).
p11(Y,X) :- (e2(3,Y), between(1,3,X), X =\= 2, T =.. [g, Y], T \== g(0)) ; (e3, between(1,3,X), between(1,3,Y)).
query(e0(Y,3)).
query(e1(X,X)) :- between(1,2,X).
evidence(e2(3,1), false).
