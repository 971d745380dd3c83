:- use_module(library(lists)).
0.7::e0.
0.4::e1(3).
0.2::e1(1).
0.2::e1(1); 0.3::e1(2).
0.2::e2(2,3).
0.2::e3(2,3).
p00(Y,Y) :- (e0, e2(X,X), between(1,3,Y), compare(O, Y, 1)) ; (e0, e3(3,Z), between(1,3,Y), Y @=< a, findall(V, e1(V), L), L \= []).
p10(X) :- (p00(Z,2), between(1,3,X), \+ e0, findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2) ; (e1(3), e0, e1(X), \+ p00(X,X), findall(V, e3(X,V), L), length(L, N), N >= 2).
p10(Y) :- e0, e2(X,Z), between(1,3,Y).
P::p10(Y) :- ((e1(1), between(1,3,Y)) ; (e3(Z,3), e1(Z), between(1,3,Y), Y < 3, findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
p20 :- p20, p00(Y,X).
0.3::p20 <- p21(3), e2(1,X), p20, \+ e3(X,3).
p21(2) :- p00(Z,3), p10(Z).
query(p00(3,3)).
query(p20).
query(p10(X)).
query(e0) :- between(1,2,X).
