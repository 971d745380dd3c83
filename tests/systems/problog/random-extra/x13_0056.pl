:- use_module(library(lists)).
e1(3).
0.8::p00(Y) :- e1(1), between(1,3,Y), call(e0, Y), T =.. [g, Y], T \== g(0).
p10(Y) :- e0(1), between(1,3,Y).
0.8::p10(2) :- p10(3), p00(3), e1(X).
0.4::p11(X,3) :- e1(X), e1(X), e1(X), X < 1.
p11(Y,Y) :- (p00(2), e1(Z), between(1,3,Y), findall(V, p00(V), L), L \= []) ; (Z == 1, p11(1,Z), p10(Y), not e1(Y)).
p11(Y,Y) :- e1(Y), p11(Y,Z), e0(Z), findall(V, p00(V), L), L \= [], T =.. [g, Y], T \== g(0).
p20(X) :- p21(Z,Y), p11(2,X).
p20(1) :- (p10(1), \+ e0(2)) ; (p21(3,Z), p20(1), p11(Z,Y), not p00(Z), subquery(p10(2), Q), Q > 0.33).
0.1::\+p20(X) :- e1(X).
P::p21(Y,Y) :- ((p00(X), between(1,3,Y)) ; (p00(Z), between(1,3,Y), call(p10, Y), Z = 3)), P is Y / 4.
query(p11(2,X)).
