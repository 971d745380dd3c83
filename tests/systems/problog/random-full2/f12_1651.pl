:- use_module(library(lists)).
0.1::e0(2,1).
0.4::e0(1,3).
0.75::e0(2,2).
0.7::e0(3,2).
0.1::e0(2,2); 0.2::e0(1,1).
0.25::e1(2).
0.75::e1(1).
e2(2,3).
e3.
P::p00(Y,X) :- (e1(X), between(1,3,Y), \+ e0(2,Y), findall(V, e2(Y,V), L), L \= []), P is X / 4.
p00(X,X) :- (e0(3,3), p00(X,X), T =.. [g, X], T \== g(0), \+ e0(X,X)) ; (e3, between(1,3,X), \+ e0(2,X)).
p00(3,X) :- e0(Z,Y), e1(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1.
p10(Y) :- e3, p00(1,3), between(1,3,Y), compare(O, Y, 1).
P::p10(X) :- (e1(Z), between(1,3,X), Z >= 2), P is X / 4.
p10(3) :- (e1(X), not e0(X,X)) ; (e1(Y), Y == 2).
query(e2(Y,Y)).
query(e3) :- between(1,2,X).
