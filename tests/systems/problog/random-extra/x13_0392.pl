:- use_module(library(lists)).
0.5::e1(3).
0.2::e1(2).
0.8::e2(3,1).
0.2::e2(1,2).
e2(2,3).
e3.
0.7::p00(Y,2) :- e1(1), e1(Z), between(1,3,Y).
p10 :- e1(Z), e3, e1(3), not e1(Z), findall(V, e1(V), L), L = [].
p10 :- (e0(Y,Z), e2(Z,Y)) ; (p00(Z,2), e2(X,Z), T =.. [g, Z], T \== g(0)).
p20 :- (p00(X,Z), Z @>= 2) ; (p00(Z,2), p00(Y,3)).
p20 :- p00(2,X), p10.
0.1::p20 :- (Y \== 2, e2(X,Y), e1(3), p21(1,X), X @< 2) ; (e1(2), T =.. [g, 3], T \== g(0)).
0.7::\+p20 :- e0(1,3).
P::p21(X,X) :- ((e2(Y,Y), e0(2,1), e0(Z,Y), between(1,3,X), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p00(2,X), e1(X), e3)), P is X / 4.
0.7::p21(1,Y) :- (e1(2), between(1,3,Y), \+ e1(2), Y =\= 2) ; (p00(Z,Y)).
query(e2(1,1)).
query(p20).
query(p21(X,X)) :- between(1,2,X).
query(\+ p00(1,3)).
evidence(e1(3), true).
