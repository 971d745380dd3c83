:- use_module(library(lists)).
0.4::e0.
0.8::e1(2,1).
0.9::e2.
0.75::e3(1).
0.1::e3(1); 0.3::e3(2).
p00 <- e2, p00, p00, \+ e1(3,1), T =.. [g, 3], T \== g(0).
0.6::p00 :- e1(3,Y), p00, not e3(Y), findall(V, e1(Y,V), L), length(L, N), N >= 1.
p00 :- (Z \== 2, e1(X,Z), p00, findall(V, e3(V), L), L \= []) ; (e2, e2, e0, \+ e1(2,1), T =.. [g, 3], T \== g(0)).
0.1::p10(3) :- e1(Z,3), \+ p00, findall(V, e1(Z,V), L), length(L, N), N >= 1.
p10(X) :- p11, between(1,3,X).
p11 :- e0, e1(Z,Y), e2, Y < 2, findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p11 :- (e2, p11) ; (p00, p11, p10(X)).
p20(X) :- e0, e1(Y,Y), e1(Y,Y), between(1,3,X).
p20(Y) :- (p10(X), p10(X), e2, between(1,3,Y), X = 1) ; (Y \== 2, p11, e3(Z), e2, between(1,3,Y), not p10(2)).
P::p20(Y) :- (p10(X), p20(3), between(1,3,Y)), P is Y / 4.
query(e2).
query(e3(X)).
