:- use_module(library(lists)).
e1(1).
0.25::e1(2).
0.1::e1(3).
e2.
0.75::e3(1,1).
e3(1,3).
e3(2,1).
p00(Y) :- e0(Y), e2, e3(3,Y), call(e3, Y, 3).
p00(3) :- e1(Y), e2, e0(X).
P::p00(X) :- (e1(X), e2, findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2, not e3(X,3)), P is X / 4.
p01(3,X) :- e1(X).
p01(X,X) :- (e0(Z), p01(Z,Z), p00(Z), between(1,3,X), X \= X) ; (e3(Y,X), findall(V, e3(Y,V), L), L = [], Y @< f(1)).
p10(1) :- p01(X,Y).
p10(2) :- e2, p00(Z), p10(1), Z \= Z, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p20 :- p20, p10(3), call(e0, 3).
0.1::p20 :- p00(1), T =.. [g, 3], T \== g(0).
p20 :- p01(X,Z), p20, p21(Z), \+ e2, T =.. [g, Z], T \== g(0).
p21(1) <- (p00(Y), p21(X), p10(Y), Y @>= 2) ; (p10(X), p00(X), p20, findall(V, e3(1,V), L), length(L, N), N >= 1, X =:= 1).
p30 :- p10(X), T =.. [g, X], T \== g(0), X =:= 2.
p30 :- p00(2), p20, e2, \+ p01(3,3).
p30 :- (e1(1), e1(3), e2) ; (e0(Z), e0(Z)).
query(e1(Y)).
query(e2).
query(\+ p21(1)).
