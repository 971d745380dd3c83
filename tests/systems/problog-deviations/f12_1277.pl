:- use_module(library(lists)).
e0(2).
0.75::e0(3).
e0(1).
0.3::e0(3); 0.1::e0(2); 0.1::e0(1).
0.6::e1(1,2).
0.6::e1(1,3).
0.1::e1(1,1); 0.3::e1(3,3); 0.1::e1(2,2).
0.5::p00 :- e0(X), p01(X), p00.
p01(Y) :- (e1(Z,2), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2, W is Z + 1, W < 5) ; (e0(X), p00, between(1,3,Y)).
p10(X,1) <- p00, e1(Z,Z), p00, between(1,3,X), \+ e1(3,3), not e0(3).
p10(Y,X) :- (p00, p10(X,X), between(1,3,Y)) ; (p11, e1(Z,X), between(1,3,Y), Z < 2).
p11 :- (p00, p00) ; (e1(X,2)).
p11 :- p10(Y,1), findall(V, p01(V), L), L \= [].
p11 :- (p01(X), findall(V, p01(V), L), L \= [], X =\= 3) ; (p00, p01(Z), p01(Z)).
p20(X) :- p20(Z), e0(Z), e1(Z,Z), between(1,3,X).
p21(X) :- (p11, p00, between(1,3,X), X < 3, X @>= 1) ; (p01(3), p10(Z,X), findall(V, e0(V), L), L \= [], findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2).
query(p10(X,1)).
query(e0(3)).
