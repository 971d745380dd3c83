:- use_module(library(lists)).
e0.
e1(3).
0.4::e1(2).
e2(3).
0.2::e2(2); 0.2::e2(1); 0.3::e2(3).
0.7::p00 :- (p00) ; (e0, e0, e2(Y), Y =:= 1, \+ e0).
p00 :- (p00) ; (e0, findall(V, e2(V), L), L \= []).
p00 :- Y \== 2, e1(Y), e1(Y), e2(Y), Y @>= a.
p10(Y) :- e2(X), p10(X), between(1,3,Y).
0.5::p11(X,Y) :- Y == 2, e0, e0, p00, between(1,3,X), between(1,3,Y).
p11(Y,2) :- e2(Z), between(1,3,Y).
0.4::p20(X,Y) <- p11(Y,1), between(1,3,X), X =:= 3.
p20(X,1) :- p10(Z), between(1,3,X), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
p20(X,X) <- p20(1,X), e1(X), p20(Z,2), Z == X, not e1(X).
P::p21(X) :- (Z \== 1, p00, e2(Z), between(1,3,X), Z == 3), P is X / 4.
p21(3) :- e2(Y), p11(Y,Y), e0.
p21(2) :- p20(Y,2), p11(Y,3).
query(p11(2,X)).
query(p00).
evidence(e0, true).
