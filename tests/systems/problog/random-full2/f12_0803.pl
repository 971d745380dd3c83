:- use_module(library(lists)).
0.6::e0(1,2).
0.1::e0(1,1); 0.2::e0(3,3).
0.6::e1(3).
e1(1).
p00 :- e0(X,Y), findall(V, e1(V), L), L = [].
p00 :- e1(1), T =.. [g, 2], T \== g(0).
p01(X,X) :- X \== 3, p01(1,2), between(1,3,X), \+ e1(X).
p10(X) :- e1(2), p10(Y), p01(Y,Y), between(1,3,X), \+ e0(Y,3).
p20(Y,X) :- p21(Y,3), p01(3,Z), between(1,3,X).
p21(Y,X) :- e0(2,Z), p21(Z,Z), p20(Z,3), between(1,3,X), between(1,3,Y).
p30(Y) :- (p21(1,Y), e0(Y,Z), e0(2,Z), T =.. [g, Y], T \== g(0), call(p01, 1, Z)) ; (p21(1,Y), \+ p01(2,Y)).
p30(Y) <- p01(Y,Z), e1(2), \+ p20(2,Y).
0.25::p30(Y) :- p20(X,1), p20(Z,X), between(1,3,Y), call(e0, 3, Z).
query(p21(Y,2)).
query(p01(2,X)).
query(p20(1,Y)).
query(p30(X)) :- between(1,2,X).
query(\+ p10(3)).
evidence(e0(2,3), true).
