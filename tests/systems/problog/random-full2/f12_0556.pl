:- use_module(library(lists)).
0.25::e0(3,3).
0.25::e1(1).
0.3::e1(1); 0.3::e1(2).
0.1::e2(2).
0.9::e3(1,1).
0.6::e3(2,2).
0.2::e3(3,2).
0.8::e3(2,1).
p00(Y) :- (e3(X,Z), e1(1), between(1,3,Y), compare(O, X, 3)) ; (e1(Z), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, Y >= 1).
p00(Y) :- (p00(1), e0(X,Z), between(1,3,Y), \+ e1(X), not e3(X,3)) ; (e1(Z), between(1,3,Y), T =.. [g, Y], T \== g(0)).
p00(X) :- e1(2), e0(3,1), between(1,3,X), T =.. [g, X], T \== g(0), \+ e0(X,2).
p10(X) :- e0(1,Y), e0(Z,2), e2(Y), between(1,3,X), X = 1, not e0(Y,Z).
P::p10(Y) :- (p00(3), between(1,3,Y), \+ e0(Y,3), not e1(Y)), P is Y / 4.
p10(Y) :- e3(Z,X), p00(3), p10(X), between(1,3,Y), \+ e0(X,Z), call(e1, X).
query(e3(X,Y)).
query(p10(Y)).
