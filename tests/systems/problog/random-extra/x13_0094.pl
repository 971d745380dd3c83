:- use_module(library(lists)).
0.8::e0(1).
0.8::e1.
e2(1,2).
e2(2,1).
p00(1,X) :- e2(2,Z), e0(Z), between(1,3,X), X @< a.
P::p00(X,Y) :- (e2(X,Y), p00(Y,X)), P is X / 4.
0.7::p10(X,X) :- (p10(X,2), p11, p10(1,3)) ; (e2(Y,X), e1).
0.2::\+p10(3,2) :- e2(1,1).
p11 :- p11, p10(X,X), p10(X,X).
0.4::p20(X) :- p21(Z), p20(Z), p10(Z,Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.75::p20(1) :- p21(3), p11, p20(Z), findall(V, e2(1,V), L), L \= [], not p00(Z,Z).
p20(Y) :- p20(Y), e0(Y).
P::p21(X) :- (p21(1), between(1,3,X), not e0(X), call(e0, 1)), P is X / 4.
p21(2) :- (p10(Y,X), T =.. [g, Y], T \== g(0), compare(O, X, 3)) ; (e2(3,Y)).
\+p21(Y) :- e1, between(1, 3, Y).
query(e2(X,Y)).
query(p00(2,3)).
query(\+ p21(2)).
evidence(e2(1,2), false).
