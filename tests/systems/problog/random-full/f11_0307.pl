:- use_module(library(lists)).
e0(3).
e1(2).
0.3::e1(2); 0.3::e1(3).
0.6::e2.
0.7::e3(1,3).
p00(Y,X) :- e0(Z), e3(Z,Z), between(1,3,X), between(1,3,Y), \+ e3(Y,X), Z @=< a.
p01(X) :- (e2, between(1,3,X)) ; (e2, p01(X), \+ e2, findall(V, e0(V), L), L = []).
P::p01(X) :- ((p01(Z), e3(Z,Z), between(1,3,X), T =.. [g, Z], T \== g(0)) ; (e3(1,Y), e3(X,X))), P is X / 4.
p10 :- p00(Z,Z).
0.25::p10 <- p10, T =.. [g, 3], T \== g(0).
p11(Y) :- e3(Z,Y), e1(Z).
p20(X,X) <- p11(Z), p11(Z), p10, between(1,3,X), \+ p01(Z), X @>= 2.
0.9::p20(Y,2) :- e1(Y), e1(Y), e2.
query(p00(1,Y)).
query(e3(Y,X)).
evidence(p10, false).
