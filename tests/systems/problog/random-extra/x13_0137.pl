:- use_module(library(lists)).
0.2::e0(3,3).
0.3::e0(2,2); 0.2::e0(3,3); 0.2::e0(1,1).
e1.
p00 :- p01(Y).
p01(Y) :- p00, p01(X), p00, between(1,3,Y), X \= 2, X @=< a.
p01(Y) :- (e1, between(1,3,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2) ; (e0(X,X), p01(Y), p00).
\+p01(Y) :- e1, between(1, 3, Y).
p10(Y) <- Y == 2, p10(X), p00, between(1,3,Y), X =\= 2.
0.25::p10(X) :- p11, e1, between(1,3,X), X =:= 1, findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p11 :- e0(Y,3), e1, p01(3).
0.25::p11 :- p00, p10(X), e0(2,2).
p11 :- (e1, p10(X), p00, X >= 3) ; (e1, p10(X), p00, T =.. [g, X], T \== g(0)).
\+p11 :- e1.
query(p00).
query(p01(X)) :- between(1,2,X).
