:- use_module(library(lists)).
0.25::e0(1,3).
0.8::e1(1,1).
0.1::e1(1,1); 0.3::e1(3,3); 0.3::e1(2,2).
0.1::e2(1).
0.1::e2(1); 0.2::e2(3); 0.2::e2(2).
0.6::e3(2).
p00(1) :- (p00(X), e0(3,X), not e2(X), T =.. [g, X], T \== g(0)) ; (e3(Z)).
p01(X,1) :- p00(2), e0(Z,X), e3(1), Z \= X, W is X + 1, W < 5.
p10(Y,X) :- p10(2,X), e2(X), between(1,3,Y), \+ p00(X), not p00(X).
p20(X) :- (p20(Z), between(1,3,X), findall(V, p10(Z,V), L), L = [], Z == X) ; (p20(Z), p01(X,3), Z < 3).
p21(X,1) :- p10(X,1), p10(X,X).
p21(X,Y) :- e0(Z,X), between(1,3,Y), Z < 3, findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p21(Y,1) :- e1(Z,Y), e0(Y,2), Y = 2.
0.6::p30(Y,X) :- e1(3,Y), between(1,3,X), compare(O, Y, 2), \+ p01(3,Y).
query(p10(X,Y)).
query(p30(Y,1)).
query(p21(3,X)).
query(p30(X,X)) :- between(1,2,X).
