:- use_module(library(lists)).
e0(2,2).
0.6::e1(1,3).
0.5::e2(1,1).
0.4::e2(3,2).
0.1::e3(2).
p00(X,Y) :- p00(Z,Y), e1(2,Z), e3(Y), between(1,3,X), findall(V, e0(X,V), L), L = [].
P::p00(X,X) :- ((p00(Y,X)) ; (e1(X,3), \+ e0(X,X), call(e2, X, X))), P is X / 4.
p00(1,1) :- p01(X,Y), e3(3).
0.7::p01(X,X) :- p00(Z,Y), p01(Y,Z), e1(1,3), between(1,3,X).
p10(X) :- Y \== 1, e0(Y,2), e1(2,3), p00(Y,2), between(1,3,X), W is Y + 1, W < 5.
p10(Y) :- e3(X), between(1,3,Y), \+ e0(X,Y).
p10(Y) :- p00(1,1), p10(X), between(1,3,Y), Y \= Y.
p11(2,X) :- e3(Y), between(1,3,X), Y == 2, W is Y + 3, W < 5.
0.9::p20(Y) :- p10(Z), p20(Z), p00(Z,3), between(1,3,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
query(p11(X,3)).
query(p00(Y,1)).
query(p11(3,Y)).
