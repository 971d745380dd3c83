:- use_module(library(lists)).
0.9::e0(2,1).
0.6::e0(1,3).
0.1::e1(1,1); 0.3::e1(2,2).
0.3::p00(X,3) :- p00(Z,Z), e0(Z,Z), between(1,3,X).
p10(2,X) <- p00(X,Z), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2, call(e0, Z, 2).
p10(X,Y) :- e0(Z,Z), e1(X,Z), between(1,3,Y).
P::p20(Y,X) :- (p20(3,3), between(1,3,X), between(1,3,Y), \+ p10(Y,Y), findall(V, e0(X,V), L), L = []), P is X / 4.
p20(Y,X) :- p10(Y,Y), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, p10(X,V), L), length(L, N), N >= 2.
p20(Y,Y) :- (e1(1,3), p00(Y,2), p00(Y,3), T =.. [g, Y], T \== g(0), W is Y + 3, W < 5) ; (e0(1,3), between(1,3,Y), call(p00, 1, Y)).
query(p00(X,X)).
query(p20(3,Y)).
query(p00(2,Y)).
