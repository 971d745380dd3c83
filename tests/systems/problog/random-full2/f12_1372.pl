:- use_module(library(lists)).
0.75::e0(3,3).
0.3::e0(3,3); 0.3::e0(1,1); 0.3::e0(2,2).
0.8::e1(2,1).
e1(1,3).
0.3::e1(3,3); 0.3::e1(1,1); 0.3::e1(2,2).
p00(X,Y) :- e0(3,Y), e1(X,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1.
0.7::p00(Y,3) :- (e1(X,2), between(1,3,Y), compare(O, Y, 2), not e0(X,3)) ; (p00(Z,3), e1(Y,1), e1(Y,Y), W is Y + 2, W < 5).
p01(X) :- p00(2,Z), e0(3,Z), p01(Z), between(1,3,X), Z = X.
p10(X,2) :- p00(2,Y), between(1,3,X), T =.. [g, X], T \== g(0).
p11 :- p00(X,X), p00(X,X), W is X + 1, W < 5, findall(V, e0(X,V), L), L = [].
p20(Y,1) :- (e1(Y,X), e0(Y,X), p10(X,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2) ; (e1(Z,1), p20(Y,3)).
0.6::p20(3,Y) :- X == 3, e1(3,X), between(1,3,Y).
p20(1,Y) :- p20(X,1), between(1,3,Y), Y == X, X < 1.
p30(X,X) :- (e0(X,2), p01(X), \+ p01(X), \+ p10(X,X)) ; (p01(2), between(1,3,X)).
p31(X,X) :- p01(Z), p01(Y), between(1,3,X).
query(e1(3,X)).
