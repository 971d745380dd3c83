:- use_module(library(lists)).
0.25::e0(1).
0.8::e0(3).
0.1::e0(3); 0.3::e0(1); 0.3::e0(2).
0.3::e1(2).
0.5::e2(3,2).
0.3::e3(2).
0.1::e3(3); 0.3::e3(2).
P::p00(Y) :- (p00(1), e2(Z,Z), between(1,3,Y), findall(V, e2(Z,V), L), L \= []), P is Y / 4.
p10(Y) :- e0(X), e2(2,X), e2(X,Z), between(1,3,Y), \+ p00(2), W is X + 1, W < 5.
0.1::p10(X) :- e2(X,1), e3(3), e2(X,X), T =.. [g, X], T \== g(0).
query(e1(2)).
query(p10(X)).
query(e1(Y)).
