:- use_module(library(lists)).
0.75::e0.
e1(2,2).
0.4::e1(1,1).
0.3::e2(2,1).
0.75::e2(1,1).
0.9::e3(1,2).
e3(3,2).
0.8::e3(3,3).
0.2::e3(2,2); 0.2::e3(3,3); 0.3::e3(1,1).
p00(X) :- e3(2,Z), p00(Z), between(1,3,X), not e2(Z,1).
p00(1) :- p01, e0, e1(Y,Y), \+ e0.
P::p00(Y) :- (e0, between(1,3,Y), Y =\= 2), P is Y / 4.
0.2::p01 :- e1(Z,Z), Z == 2, T =.. [g, Z], T \== g(0).
p01 :- e2(Y,1).
p10(X,Y) :- e1(Y,3), p01, e3(1,X), not e2(X,Y), \+ e1(X,1).
p20(X,Y) :- p10(Y,Z), between(1,3,X), W is X + 1, W < 5.
p30(X,2) :- p30(X,Y), e1(Y,2), Y \== 3.
p30(X,2) :- (p10(X,Z), findall(V, p10(1,V), L), L \= []) ; (e0, between(1,3,X), T =.. [g, X], T \== g(0)).
query(p20(2,1)).
query(p10(3,Y)).
query(e0) :- between(1,2,X).
evidence(e0, true).
