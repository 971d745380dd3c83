:- use_module(library(lists)).
e0(3).
0.2::e0(3); 0.1::e0(2).
0.7::e1(3).
0.25::e1(2).
0.7::e1(1).
0.1::e2(2).
0.9::e2(3).
0.4::e3(3,3).
0.8::p00 :- (e2(Z), findall(V, e3(Z,V), L), L = []) ; (e2(3), findall(V, e3(3,V), L), L \= []).
P::p10(X) :- (p00, e3(Y,X)), P is X / 4.
p10(3) <- (e3(X,X), p00, p00, not e1(X), not e0(3)) ; (e2(Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0)).
p10(Y) :- e3(X,X), between(1,3,Y), not e2(X).
0.1::p20(Y) :- (e0(Z), between(1,3,Y)) ; (e1(Z), between(1,3,Y), Z < 2).
p20(Y) :- X \== 2, p21(X), between(1,3,Y), \+ e3(Y,Y).
0.9::p20(X) :- e1(Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Z \== Z.
p21(X) <- (p20(X)) ; (p00, e2(Y), e3(Y,Y), between(1,3,X)).
P::p21(Y) :- ((p10(2), p20(2), e1(X), between(1,3,Y), T =.. [g, X], T \== g(0)) ; (p10(Z), e0(3), e0(3), between(1,3,Y), not e3(Y,Y), Z =\= 3)), P is Y / 4.
P::p21(X) :- (e0(Z), e3(X,Z), e0(Y)), P is X / 4.
query(e0(Y)).
query(p10(X)) :- between(1,2,X).
evidence(p00, false).
