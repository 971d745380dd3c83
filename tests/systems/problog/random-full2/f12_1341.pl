:- use_module(library(lists)).
0.5::e0.
0.6::e1(2,3).
0.1::e1(1,2).
0.9::e1(1,3).
0.25::e2(2,3).
0.75::e2(2,1).
0.25::p00(X,2) :- e3(Z), e3(3), between(1,3,X), X \= X, X >= 3.
P::p00(1,X) <- (e3(X), p00(3,2), e3(X), findall(V, e1(X,V), L), L \= []), P is X / 4.
0.5::p00(X,2) :- p00(Z,Z), e3(Y), e0, between(1,3,X).
p10(Y,Y) :- e2(Z,3), e3(Z), e0, between(1,3,Y), Z \== Z.
p10(Y,1) :- p10(1,3), e1(X,Y), \+ e3(Y).
p20(Y) :- p20(X), e0, e1(Y,X), findall(V, p10(X,V), L), L \= [], findall(V, e2(Y,V), L), L \= [].
p20(Y) :- e1(3,X), between(1,3,Y), \+ p10(Y,1), call(p00, X, 3).
0.8::p30(Y) :- (p20(2), e1(2,3), between(1,3,Y), findall(V, p10(1,V), L), L \= []) ; (Z \== 1, p10(Z,Z), e0, between(1,3,Y)).
p30(Y) :- p00(1,3), p20(2), between(1,3,Y), Y @=< 3, T =.. [g, Y], T \== g(0).
p31(3,Y) <- (p20(1), e1(Y,Y), p20(Y), Y @>= 3) ; (p10(Y,1), not p10(Y,Y), T =.. [g, Y], T \== g(0)).
p31(3,Y) <- Y == 3, e0, between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p31(X,Y) :- (e2(Y,X), T =.. [g, X], T \== g(0), W is X + 3, W < 5), P is X / 4.
query(e2(3,2)).
query(e1(2,Y)).
query(p20(2)).
query(p00(X,X)) :- between(1,2,X).
query(\+ p30(3)).
