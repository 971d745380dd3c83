:- use_module(library(lists)).
0.6::e0(3).
0.1::e1(3,2).
0.25::e1(3,3).
0.25::e1(1,1).
0.9::e2(1).
0.2::e2(3); 0.3::e2(1).
p00(Y) :- p00(Y), T =.. [g, Y], T \== g(0), call(e1, Y, 1).
p01(3) :- e1(Y,Z), p01(Y), p00(Z), not e2(Y), not e0(Z).
0.2::p10(3,2) :- Z == 3, e0(3), p01(Z), compare(O, Z, 3).
p10(X,Y) :- e0(Z), e2(Z), e3(1), between(1,3,X), between(1,3,Y), X < 2, not e3(X).
p10(X,X) :- p10(3,Z), p10(Z,Y), e1(Z,Z), between(1,3,X).
p11(Y) :- p01(X), between(1,3,Y), T =.. [g, X], T \== g(0), compare(O, Y, 1).
0.25::p11(X) :- p11(Y), e1(Y,Y), between(1,3,X).
p20(Y) :- (Y == 2, p00(Y), e3(2), Y @=< 1) ; (e0(3), e0(2), between(1,3,Y), findall(V, e3(V), L), L \= [], T =.. [g, Y], T \== g(0)).
p21 :- p00(3), p21.
0.4::p21 :- (p00(Y), e2(Y), e1(Y,Y), Y @< a, call(p10, Y, Y)) ; (e3(X)).
0.3::p21 :- (e3(X), p01(X), p11(2), T =.. [g, X], T \== g(0), W is X + 1, W < 5) ; (e2(Y)).
query(p10(3,X)).
query(e3(X)).
query(e2(2)).
