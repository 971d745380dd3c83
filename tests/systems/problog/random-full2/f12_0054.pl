:- use_module(library(lists)).
0.1::e0.
0.5::e1(1).
0.7::e2(2,3).
e2(1,2).
0.7::e2(2,1).
e2(3,3).
0.2::e2(2,2); 0.1::e2(1,1).
0.6::e3(1,3).
0.1::e3(1,1).
p00(Y,Y) :- e1(Z), p00(Z,Z), e3(Z,Z), between(1,3,Y), findall(V, e1(V), L), L = [].
p00(X,Y) :- e2(2,1), e3(Z,Y), between(1,3,X).
0.4::p00(2,Y) :- e2(X,Y), e0, e3(X,1), T =.. [g, Y], T \== g(0), Y \== 2.
p10(X,X) :- e2(Z,Y), e0, between(1,3,X), T =.. [g, X], T \== g(0), Z >= 2.
p10(Y,Y) :- p00(Z,Y), T =.. [g, Z], T \== g(0).
0.6::p10(X,Y) :- p00(Z,3), e2(Z,Z), e2(1,1), between(1,3,X), between(1,3,Y), compare(O, Z, 2), X < 3.
p20 :- e3(2,X), e2(X,X), e2(Z,Y).
p20 :- e3(1,Y), e3(Y,Y), p10(Y,1), findall(V, e2(Y,V), L), L = [], not e1(Y).
p20 :- p20, p10(2,Y), p10(3,Y), \+ e3(1,2), Y >= 3.
p21(Y,X) <- Y == 1, e1(Y), between(1,3,X).
p21(X,X) :- p10(Z,Z), p00(Z,2), p00(Z,3), between(1,3,X), findall(V, e1(V), L), L \= [], \+ e2(X,X).
0.7::p21(1,1) :- p00(3,Z), p20, findall(V, e1(V), L), length(L, N), N >= 1.
p30(X) <- e1(3), between(1,3,X), compare(O, X, 3), X >= 3.
p30(X) :- e2(Y,3), p00(Y,Y), e0, between(1,3,X), compare(O, X, 3), not e3(1,X).
query(p10(2,3)).
query(e2(X,X)).
query(p20).
query(\+ p00(3,2)).
