:- use_module(library(lists)).
0.25::e0(1,2).
0.5::e0(2,1).
e0(1,3).
0.3::e0(3,1).
0.1::e0(3,3); 0.3::e0(1,1).
0.8::e1(2).
0.4::e2.
0.75::e3(2,3).
p00(X,Y) :- (e0(Z,X), p01(1), e3(X,X), between(1,3,Y)) ; (X \== 3, p01(X), e3(X,X), e0(Z,2), between(1,3,Y)).
\+p00(X,X) :- e0(X,2).
P::p01(Y) :- (e0(X,Y), e2, e1(X), T =.. [g, Y], T \== g(0), call(e0, Y, Y)), P is Y / 4.
p01(Y) :- e2, e1(Z), e1(Z), between(1,3,Y).
0.7::\+p01(X) :- e3(X,1).
0.6::p10(Y,X) :- (p10(1,Z), e3(Z,Z), between(1,3,X), between(1,3,Y), \+ p00(2,2), X = 3) ; (e3(X,Z), between(1,3,Y), findall(V, e1(V), L), L \= [], \+ e0(1,Z)).
p11 :- Z \== 2, p00(3,3), p01(2), e3(3,Z), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
\+p11 :- e1(1).
query(p10(X,Y)).
query(\+ p11).
