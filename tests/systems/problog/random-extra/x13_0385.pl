:- use_module(library(lists)).
0.1::e0.
0.9::e1(1,1).
0.1::e1(1,1); 0.2::e1(3,3).
p00(3) :- p00(Z).
p00(Y) :- e1(Y,Y), call(e1, Y, Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p10 <- e1(X,X), p10, e0, not p00(X).
0.1::p10 :- e1(Y,2), e0, e0.
p10 :- e0, findall(V, p00(V), L), length(L, N), N >= 2.
p20(X,X) :- e1(3,X), p10.
p20(Y,Y) :- Y \== 2, p10, e0, between(1,3,Y), call(p00, Y).
0.25::\+p20(Y,1) :- e1(Y,1).
p30 :- Y \== 3, e1(Y,X), X =\= 1.
p30 :- p10, p30, p30.
p30 :- p31(1,Z), \+ e0, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
0.9::p31(X,3) :- (p00(Y), between(1,3,X), Y @=< 1) ; (p31(X,2), e1(X,2), p30).
P::p31(X,X) :- ((e0, e1(1,Y), between(1,3,X)) ; (p10, p30, between(1,3,X))), P is X / 4.
0.5::\+p31(2,3) :- e1(1,3).
query(p30).
query(p00(3)).
query(p30).
query(\+ p00(3)).
