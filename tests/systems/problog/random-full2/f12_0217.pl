:- use_module(library(lists)).
e0(3,1).
0.7::e0(3,3).
0.5::e1(1,2).
0.6::e1(3,1).
e1(2,3).
0.4::e2(2).
0.3::e2(3); 0.2::e2(1).
e3(3,2).
0.1::e3(2,2); 0.1::e3(1,1).
P::p00(X) :- (p00(2), between(1,3,X), not e3(X,3), call(e2, X)), P is X / 4.
0.1::p00(Y) <- p00(X), between(1,3,Y), X =:= 1.
p10(X) :- (e3(X,X), p00(X)) ; (e0(X,Y), e1(Y,X), e2(X), call(e0, 1, Y), Y =:= 1).
p10(Y) :- (e3(2,Z), between(1,3,Y), not e2(Z), findall(V, e0(Y,V), L), L = []) ; (e1(Y,X)).
p10(1) <- e3(X,Y), e2(Z), X \== X, Z = X.
p11(Y) :- p11(1), e2(Y), findall(V, p00(V), L), L \= [], T =.. [g, Y], T \== g(0).
p11(3) :- e3(Z,Z), e3(Z,Y), e2(Y), findall(V, e3(2,V), L), L \= [], findall(V, e0(Y,V), L), L \= [].
query(p10(Y)).
