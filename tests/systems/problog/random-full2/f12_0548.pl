:- use_module(library(lists)).
e0(2,1).
e1(1,2).
0.1::e1(1,1); 0.3::e1(2,2); 0.3::e1(3,3).
e2(1).
e2(3).
p00(Y) :- e1(1,Z), e1(Z,Y), T =.. [g, Y], T \== g(0), \+ e1(Z,Y).
p10(X) :- (p00(2), e1(Y,2), p11(Y), between(1,3,X)) ; (e1(3,Y), e1(Y,Y), between(1,3,X), \+ e2(3)).
p11(1) :- p00(X), e2(X), p00(3), W is X + 1, W < 5, findall(V, e0(1,V), L), L \= [].
query(e1(3,1)).
query(p00(Y)).
query(p11(Y)).
query(\+ p11(1)).
