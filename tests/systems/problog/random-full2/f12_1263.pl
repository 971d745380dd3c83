:- use_module(library(lists)).
0.3::e0(1,3).
0.25::e1(2,1).
0.7::e1(3,3).
e1(3,1).
0.3::e1(2,2); 0.3::e1(1,1).
0.8::e2(2).
0.2::e2(1); 0.3::e2(3); 0.3::e2(2).
0.1::e3(3,2).
0.25::e3(1,1).
p00(Y,Y) :- e1(Y,Z).
p10(Y) :- e0(Y,Y), p00(2,Y), e3(3,Y), Y = Y.
p20 :- e3(Y,3), T =.. [g, Y], T \== g(0), findall(V, p00(Y,V), L), sum_list(L, T), T > 2.
p20 :- (e2(3), e2(1), e2(1), not p00(1,2)) ; (p00(1,X)).
p21(Y) :- e0(Z,X), e1(X,Z), p21(Z), between(1,3,Y).
p21(X) :- (p10(Z), p21(Z), between(1,3,X), X = Z) ; (p21(1), between(1,3,X)).
p21(Y) :- p10(Z), e3(Z,Z), p10(Z), between(1,3,Y), findall(V, e0(2,V), L), L \= [], call(e0, Z, 1).
0.3::p30 :- e0(Y,3), p20, e3(Y,Y).
query(p21(1)).
query(e3(X,X)).
query(p30).
query(p10(X)) :- between(1,2,X).
