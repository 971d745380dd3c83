:- use_module(library(lists)).
0.3::e0(1).
0.1::e0(3).
e0(2).
0.6::e1(1,2).
e1(1,3).
0.7::e2(2,3).
0.6::e2(3,3).
0.6::e2(1,3).
0.4::e3(3,2).
0.5::e3(1,3).
0.75::e3(1,2).
0.5::p00(X) :- e3(2,Y), p01(Y,Y), between(1,3,X), X @< f(1), W is X + 3, W < 5.
p01(X,2) :- e2(Y,1), e2(Z,2), e2(2,Z), between(1,3,X), W is Z + 3, W < 5.
p01(1,X) :- e2(1,Z), between(1,3,X), \+ e3(X,X), findall(V, e1(X,V), L), L \= [].
P::p01(Y,X) :- (e3(3,1), between(1,3,X), between(1,3,Y)), P is Y / 4.
p10(1,2) :- e3(2,2), T =.. [g, 3], T \== g(0).
p10(2,X) :- e2(1,3), between(1,3,X).
query(p01(X,2)).
query(p01(2,Y)).
