:- use_module(library(lists)).
0.3::e0(3,2).
0.4::e1(2,3).
0.1::e1(2,2); 0.3::e1(1,1).
e2.
0.3::e3(2).
0.9::e3(3).
0.1::e3(1); 0.3::e3(3).
p00(X,X) <- e1(Z,1), p00(2,3), e1(Y,Z), between(1,3,X), Y =:= 1.
p01(X) :- (e3(1), e0(Z,X), Z =\= 2, \+ e1(3,Z)) ; (X == 1, e3(Y), e3(X), e3(X), W is Y + 2, W < 5).
0.3::p01(X) :- e1(Z,Z), p00(Z,Z), between(1,3,X), compare(O, X, 3), \+ e3(Z).
p10 :- (e0(Y,2), p10, e3(3), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (e0(1,Y), e1(Y,Y), e2, findall(V, e0(2,V), L), L \= [], Y \= 3).
p10 :- e0(X,X), X @>= f(1), not e1(2,X).
p20 :- Y \== 3, p10, p01(Y), p10.
p21(Y) :- e1(1,Z), e3(Z), p01(Z), between(1,3,Y), findall(V, e1(3,V), L), L \= [], T =.. [g, Y], T \== g(0).
query(e1(3,2)).
query(p21(X)).
query(p21(2)).
evidence(p21(3), true).
