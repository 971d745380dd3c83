:- use_module(library(lists)).
e0(3,1).
0.2::e0(2,2); 0.1::e0(3,3); 0.3::e0(1,1).
0.3::e1(1,1).
0.3::e1(1,1); 0.3::e1(2,2); 0.1::e1(3,3).
p00(Y) :- p00(X), between(1,3,Y), X =\= 3.
p01(X) :- e0(X,Z), e1(X,X), e0(Z,2), X \= Z.
p10(X,X) :- (X == 1, p10(Y,Y), e0(Y,Y), between(1,3,X), X @< a) ; (p00(Y), p00(Z), p00(Z), between(1,3,X)).
p10(Y,X) :- e1(Y,Z), p00(Y), between(1,3,X), call(e0, 3, 2), compare(O, X, 1).
P::p10(X,X) :- ((p10(Z,X), p00(X), p01(2), Z < 1, X @>= 1) ; (p01(Z), e0(Z,3), between(1,3,X))), P is X / 4.
p20(Y) :- Z == 1, p01(X), p20(Z), p10(X,Z), between(1,3,Y), T =.. [g, X], T \== g(0).
p30(Y,Y) :- (e0(Y,Y), \+ p10(Y,Y), Y < 1) ; (p10(Z,Y), p20(2), Z @< 2, Y == 3).
p30(3,Y) :- p01(Y), e1(X,Y), p30(Y,Y), X = 3.
0.1::p31(X,X) :- p00(3), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2, call(e1, 2, X).
p31(Y,Y) :- p30(2,X), p20(X), between(1,3,Y).
query(p00(Y)).
query(p10(1,1)).
query(p30(3,X)).
