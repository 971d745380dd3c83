:- use_module(library(lists)).
e0(3).
0.4::e2(1).
0.7::e2(2).
0.3::e2(2); 0.3::e2(1); 0.2::e2(3).
p00 :- e0(2), findall(V, e1(2,V), L), L \= [].
p00 :- (e1(3,2), p01, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (p01, not e1(2,1)).
p01 :- p01, e0(X), p00.
p01 <- e1(Z,1), p00, T =.. [g, Z], T \== g(0), \+ e1(2,Z).
p10(2,Y) :- Y == 1, e2(Y), p00, Y >= 1.
p10(Y,X) :- p10(X,Y).
p11(Y,2) :- p10(Z,Z), e0(Y), e1(X,1), Y =\= 2.
0.7::p11(3,X) :- e1(2,2), p01, p01, between(1,3,X).
query(p11(3,2)).
