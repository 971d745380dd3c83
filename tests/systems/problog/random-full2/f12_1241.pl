:- use_module(library(lists)).
e0(1,3).
0.5::e0(3,3).
e1(2,1).
e1(3,2).
e2.
p00(2) :- (X \== 2, e1(X,Z), e1(Z,1), e1(3,Z), not e0(Z,2)) ; (e2, p00(Y), not e0(Y,Y), \+ e0(Y,Y)).
p00(X) :- e0(X,Z), e1(2,Z), findall(V, e0(Z,V), L), length(L, N), N >= 2, compare(O, Z, 3).
p10(Y) :- p11(2), e0(Y,Y).
p10(Y) :- p00(X), e0(3,X), e1(X,X), between(1,3,Y).
0.25::p10(X) :- Y == 2, e0(Y,Z), p11(Z), between(1,3,X), \+ e1(3,Z).
p11(2) <- e1(X,1), findall(V, e0(X,V), L), L = [], X \== X.
p11(X) :- p10(Y), e2, p10(Y), between(1,3,X), findall(V, p00(V), L), L = [].
p11(3) :- e1(X,Y), p00(2), e2.
p20 :- e2.
p21 :- p00(X), e0(X,X).
p21 :- p11(X), p00(X), p11(X), X =:= 1, T =.. [g, X], T \== g(0).
p30(2) :- p30(Y), p20, p20, not p00(Y), findall(V, e1(2,V), L), length(L, N), N >= 2.
query(p10(3)).
query(e2).
query(e0(1,Y)).
query(p10(X)) :- between(1,2,X).
