:- use_module(library(lists)).
0.3::e0.
0.1::e1(2,2).
e1(1,3).
0.9::p00(Y) :- p00(3), e0, between(1,3,Y), findall(V, e1(2,V), L), L = [].
P::p01(Y,X) :- (e0, between(1,3,X), between(1,3,Y)), P is X / 4.
p01(Y,3) :- Z \== 2, p00(Z), p01(Y,Z), not e1(Z,2).
p01(X,X) :- p00(Z), between(1,3,X), subquery(e1(2,2), Q), Q < 0.33, findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
p10(Y,Y) <- p01(X,X), e1(X,X), between(1,3,Y).
p10(X,X) :- p10(Y,Z), between(1,3,X), Z @< 2.
p20(1) :- e0, p10(X,X), X = X, \+ e1(1,X).
0.6::p20(Y) <- e1(1,Z), p20(Z), p00(Y), Y =:= 3, Z @>= 3.
p20(3) :- p20(X), p20(X).
0.9::\+p20(1) :- e1(1,1).
p30(X,Y) :- p01(Y,Z), p20(3), e1(3,Z), between(1,3,X).
P::p30(2,Y) :- (p20(Y), \+ p01(Y,Y)), P is Y / 4.
\+p30(1,X) :- e0, between(1, 3, X).
query(p00(X)).
query(e1(1,Y)).
query(p20(3)).
