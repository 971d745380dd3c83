:- use_module(library(lists)).
0.4::e0(1,3).
0.6::e0(1,2).
0.2::e0(3,3); 0.1::e0(2,2).
e1(3,3).
e1(1,2).
0.8::e1(2,1).
0.3::e1(3,3); 0.3::e1(2,2).
p00(X) :- p00(3), p00(2), between(1,3,X).
p10(X,Y) :- e0(Z,Y), p00(2), p10(Y,Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p10(1,1) :- (p10(1,3), p00(Y), e0(Y,Y), T =.. [g, Y], T \== g(0), \+ e1(3,2)) ; (e0(Y,X), p10(X,2), p00(X)).
P::p10(X,Y) :- (e0(Y,Y), between(1,3,X), not e1(Y,Y), call(e0, Y, 2)), P is Y / 4.
query(p00(Y)).
