:- use_module(library(lists)).
0.5::e0(1,2).
0.1::e0(1,1); 0.2::e0(2,2).
e1(2,2).
0.3::e1(1,1); 0.3::e1(3,3); 0.1::e1(2,2).
0.7::e2(3,3).
0.6::e2(2,3).
0.7::e3(2,2).
0.2::e3(3,3).
0.1::e3(1,1); 0.3::e3(2,2); 0.2::e3(3,3).
0.8::p00(Y) :- (e2(X,Y), e1(X,Z), e3(Z,Z), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p00(Y), e1(3,Z), p00(Y)).
p00(3) :- e1(1,Z), e1(Z,Z), e0(1,3), Z @>= 2, T =.. [g, Z], T \== g(0).
p00(1) :- e3(Y,Z), findall(V, e1(Z,V), L), L \= [].
p10(X,X) :- (e3(1,X), e3(X,X), p00(X), X =:= 2, findall(V, p00(V), L), L \= []) ; (p00(Z), p10(Z,Z), between(1,3,X)).
p10(3,Y) :- (p10(1,1), e2(X,X), p11(X,3), between(1,3,Y), X >= 2, not e2(1,X)) ; (p10(X,2), p11(X,1), e1(Y,Y), findall(V, e3(X,V), L), sum_list(L, T), T > 2, \+ p00(Y)).
p11(Y,Y) :- p00(Z), between(1,3,Y), not e3(3,3), Z @< f(1).
0.6::p11(Y,X) :- (e1(X,3), between(1,3,Y), not e3(2,Y)) ; (e2(Z,X), between(1,3,Y), findall(V, e0(X,V), L), L = [], call(e1, X, X)).
p11(X,3) :- (e2(1,Y), between(1,3,X)) ; (e1(Y,X), e0(Z,3), e1(1,Z)).
query(p10(X,X)).
query(\+ e1(1,3)).
