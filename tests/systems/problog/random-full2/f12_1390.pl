:- use_module(library(lists)).
0.9::e0(1).
0.6::e1(2).
e1(1).
0.1::e1(2); 0.3::e1(1).
p00(1,X) :- (e1(X), e1(X)) ; (p00(1,Y), between(1,3,X), \+ e0(2)).
p00(X,Y) :- e0(Z), e1(3), p01(Z), between(1,3,X), between(1,3,Y), X =:= 1, findall(V, e0(V), L), L \= [].
P::p00(X,X) :- (e1(Y), p01(Y), between(1,3,X), \+ e0(Y)), P is X / 4.
p01(3) :- e1(1), p01(1), \+ e1(1), \+ e0(2).
p10(X,Y) :- e1(Z), between(1,3,X), between(1,3,Y).
p10(X,Y) :- X == 1, p10(2,X), p00(X,X), between(1,3,Y), compare(O, Y, 1).
0.1::p10(Y,X) :- (X \== 1, e1(3), p00(Z,1), e0(Z), between(1,3,X), between(1,3,Y), Y \= 2) ; (e1(Z), e1(X), p10(2,3), between(1,3,Y), \+ e0(3), not p00(1,Z)).
p20(X) :- p21, e0(Y), between(1,3,X), Y \== X, T =.. [g, Y], T \== g(0).
0.1::p21 :- (e0(1), p00(Z,1), compare(O, Z, 3), findall(V, p10(Z,V), L), sort(L, S), length(S, N), N < 2) ; (p20(Z), p01(3), e0(Y)).
p21 :- p01(X), not e1(2), X \== X.
p21 :- p10(X,X), e1(X), p00(X,X).
query(p00(1,Y)).
query(p21).
query(p20(2)).
query(p21) :- between(1,2,X).
