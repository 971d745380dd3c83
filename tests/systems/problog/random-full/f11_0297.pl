:- use_module(library(lists)).
0.4::e0(1,1).
0.25::e0(2,2).
0.3::e0(2,1).
0.1::e0(3,2).
0.5::e1(3,1).
0.5::e2(3,3).
0.2::e3(1).
0.8::e3(2).
0.2::e3(3).
0.3::e3(2); 0.2::e3(1).
0.8::p00(Y) :- (e3(Y), e1(Y,Y)) ; (e2(2,2), e3(X), between(1,3,Y), T =.. [g, X], T \== g(0), Y =:= 1).
0.75::p00(Y) :- e0(Y,Z).
p00(X) :- (e0(X,Z), e2(X,Z), e3(X)) ; (e2(Y,X)).
p10 :- e3(Y), e3(Z), Z = Z, Z < 1.
p10 :- p00(Z), e1(2,1).
0.9::p10 :- e1(1,Y), findall(V, e1(2,V), L), L \= [], \+ e1(1,Y).
p20(Y) <- p20(X), e2(X,1), e2(X,X), between(1,3,Y), \+ e1(Y,Y), Y =:= 1.
p20(X) <- p00(1), between(1,3,X).
p20(X) :- (e0(3,Z), between(1,3,X), W is X + 1, W < 5, findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e3(Z), p00(Z), p20(Y), between(1,3,X), findall(V, e0(Z,V), L), L \= [], \+ e2(Z,X)).
0.6::p30(3,X) :- e0(Z,Z), e1(Z,X), e2(1,3), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
P::p30(X,X) :- ((p30(X,Y), p00(X), X == X, Y @< 3) ; (p30(X,3), X \= X, \+ p20(X))), P is X / 4.
p31(Y) :- e1(1,X), p20(Y).
query(e1(1,1)).
query(e1(3,1)).
