:- use_module(library(lists)).
0.4::e0(2).
e0(3).
0.4::e1(1,3).
e2.
p00 :- p00, e1(2,Z), e1(2,1), \+ e0(2), findall(V, e1(Z,V), L), L = [].
0.2::p00 :- e2, e0(Z), e1(Z,3), \+ e2.
p10(Y,X) :- p11(X), p11(1), between(1,3,Y), W is Y + 1, W < 5.
p10(Y,X) :- e1(Z,Y), e1(Y,2), p10(3,Z), between(1,3,X).
p10(X,Y) :- e2, p11(3), e1(X,2), between(1,3,Y), X \= X, Y >= 3.
p11(2) :- e2, e1(Y,Y), e2, findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p11(Y) :- (e0(X), p11(Y), e0(X), Y < 3, \+ p00), P is Y / 4.
p11(2) :- (e2, e0(Z), e2) ; (e0(Y)).
p20(Y) <- e2, between(1,3,Y), Y =\= 1, findall(V, p10(Y,V), L), length(L, N), N >= 1.
p20(Y) :- p00, p10(1,1), between(1,3,Y), \+ p00, \+ p00.
p20(X) :- p20(Y), between(1,3,X), not e1(X,2), Y \== Y.
query(e0(2)).
query(e0(X)).
query(e0(X)).
