:- use_module(library(lists)).
e0(2,3).
0.3::e0(2,1).
0.3::e1(1); 0.3::e1(3).
e2(1).
p00(Y) :- e0(Z,3), e2(Z), e0(Z,X), between(1,3,Y), findall(V, e2(V), L), L = [], \+ e2(Y).
p00(X) :- (e1(Z), between(1,3,X), findall(V, e0(X,V), L), L \= []) ; (e2(Z), e0(Z,Z), e0(Z,Y), between(1,3,X)).
p01(X) :- e0(2,Y), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2, Y = 3.
p01(X) :- e2(Y), between(1,3,X), T =.. [g, Y], T \== g(0), \+ e2(X).
p10 :- p01(Z).
p20(X) :- e0(2,Y), p01(3), between(1,3,X).
p20(Y) :- (p01(Z), between(1,3,Y), \+ e2(Z), \+ p10) ; (p10, p01(2), between(1,3,Y), W is Y + 3, W < 5).
p30(X) :- e0(Z,Z), between(1,3,X), compare(O, Z, 2).
p31 :- e0(X,2), p31.
p31 :- (p01(X), p00(1), findall(V, p01(V), L), length(L, N), N >= 1) ; (p00(X)).
0.8::p31 :- p30(Y), p20(Y).
query(p00(X)).
query(p01(1)).
query(p01(Y)).
