:- use_module(library(lists)).
0.6::e0(1).
0.1::e0(2).
0.5::e1(3).
0.1::e1(1); 0.3::e1(3).
p00(Y,Y) :- p01, p01, e0(X), between(1,3,Y).
p00(X,X) :- p00(2,X), e0(X), e1(1), not e1(2), compare(O, X, 2).
p00(Y,X) :- (p00(Y,X), e0(1), e1(Y), call(e1, 2), compare(O, Y, 2)) ; (e0(2), e1(X), p00(X,Y), T =.. [g, X], T \== g(0)).
p01 :- e0(Y), p00(Y,Y).
0.6::p01 :- e0(Y), p00(3,Y), Y == 2, \+ e1(Y).
0.1::p10 :- p01, T =.. [g, 1], T \== g(0), findall(V, e1(V), L), L \= [].
p10 :- p00(X,3), compare(O, X, 3), W is X + 3, W < 5.
p11(Y) :- e0(Z), p00(1,Z), p01, between(1,3,Y), Y \= Y, findall(V, e1(V), L), L = [].
p11(X) :- e1(Y), e0(2), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1, Y \= Y.
p11(X) :- p01, between(1,3,X).
query(e0(3)).
query(p00(X,X)) :- between(1,2,X).
evidence(p00(3,2), false).
