:- use_module(library(lists)).
0.4::e0(1,1).
0.1::e0(2,2).
0.2::e1(2).
0.1::e1(3); 0.3::e1(1).
e2.
P::p00(X) :- ((p01(X), e2, p00(2)) ; (X \== 3, e2, e0(X,Z), e0(Z,1))), P is X / 4.
p01(Y) :- p01(Y), p00(Y), e0(3,Y), compare(O, Y, 3), Y =\= 2.
p01(Y) :- (e0(Y,Z), p00(X)) ; (e2, e2, between(1,3,Y)).
0.8::p01(3) :- e1(Y), e0(Y,3), Y @=< 3.
p10(Y) <- p10(X), p00(X), between(1,3,Y), \+ p01(Y), not p01(3).
p20(X) :- (e0(Y,2), between(1,3,X), not e1(X)) ; (p10(X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)).
P::p20(Y) :- ((p20(Y), e2, Y @>= a) ; (e2, p01(Y), not e0(Y,Y), findall(V, p01(V), L), L \= [])), P is Y / 4.
p21(Y) :- (p00(Y)) ; (p01(Z), p01(Z), between(1,3,Y), Z \== Z).
p21(Y) :- p20(Y), p21(Z), p21(Y).
p21(2) :- p21(2), e2.
query(p21(X)).
query(e0(3,X)).
query(\+ p01(1)).
evidence(e2, false).
