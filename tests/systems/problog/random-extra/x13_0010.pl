:- use_module(library(lists)).
0.4::e0(1).
0.9::e1(2).
0.4::e1(3).
0.1::e1(3); 0.2::e1(1).
0.3::e2(3,3).
0.25::e2(2,1).
0.2::e2(2,3).
0.75::e3(3,2).
p00(Y) :- e1(Y), e0(Y), e0(Y), T =.. [g, Y], T \== g(0).
0.25::p00(1) :- p01(X,Z), p01(Y,3), Y @=< a.
P::p01(X,2) :- ((p00(1), e3(X,Y), \+ e1(X)) ; (p00(Y), p00(Y), e2(2,Y), between(1,3,X))), P is X / 4.
p10(X) :- p01(Z,2), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1, call(e3, 2, Z).
0.1::\+p10(2) :- e2(1,3).
p20(X) :- p10(Y), e2(Y,Y), p01(X,Y), call(e3, Y, Y).
P::p20(Y) :- (e3(X,Z), p10(X), between(1,3,Y), X =:= 3), P is Y / 4.
p20(X) :- (p20(Z), e3(Z,1), e2(2,1), between(1,3,X)) ; (p01(Z,Z), e2(Z,Z), between(1,3,X)).
query(p00(X)).
