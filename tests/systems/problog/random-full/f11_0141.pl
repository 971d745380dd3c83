:- use_module(library(lists)).
0.8::e0.
0.75::e1(1).
0.1::e1(2); 0.1::e1(1).
0.4::e2.
p00(Y,X) :- e1(Z), between(1,3,X), between(1,3,Y), W is X + 1, W < 5, T =.. [g, X], T \== g(0).
p10 :- e1(1), e2, e2.
p10 :- e0, e0, not e1(1).
p10 :- Y == 3, e1(Y), p00(Y,Y), p00(Y,Y).
p11(Y) :- p11(Y), e1(Y), p00(Y,3), findall(V, p00(Y,V), L), L = [], findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- X == 1, p00(Z,Z), between(1,3,X), Z @=< 2.
p20(X) :- p20(Y), p10, between(1,3,X).
0.6::p30(Y) :- (p31, between(1,3,Y), \+ p10) ; (p11(Y), p30(3), \+ e0).
p30(Y) :- p00(X,X), between(1,3,Y).
p31 :- e0.
p31 :- p30(X), X == 3.
query(e1(2)).
