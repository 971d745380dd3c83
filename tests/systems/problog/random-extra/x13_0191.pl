:- use_module(library(lists)).
0.8::e0.
0.1::e1(1,2).
0.2::e1(2,2); 0.2::e1(1,1).
p00(Y) :- e0, between(1,3,Y), \+ e1(Y,Y).
0.1::p00(X) :- e0, between(1,3,X), \+ e1(X,1), not e1(X,2).
P::p10(X,3) :- (e0, p10(2,X), \+ e0), P is X / 4.
p10(Y,1) :- Y \== 1, p00(2), e1(1,Z), p10(X,Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
p10(X,Y) <- (e1(Z,1), p10(2,1), p00(Z), between(1,3,X), between(1,3,Y), \+ p00(X), findall(V, p00(V), L), L \= []) ; (p10(Z,2), p10(1,Y), between(1,3,X)).
0.1::p11 :- (Z \== 3, e0, p10(Z,1), e1(2,1)) ; (p00(X), p11, X =\= 1).
p11 <- p10(Y,2), p00(1).
p20(1,2) :- e0, p00(1), p00(Y).
p21(Y) <- (p20(Y,Z), W is Z + 2, W < 5, findall(V, p00(V), L), L \= []) ; (p21(Z), p20(Z,X), p00(Y), X \= Z).
P::p21(Y) :- ((p21(X), e0, p10(X,X), between(1,3,Y)) ; (p00(1), e0, between(1,3,Y), compare(O, Y, 1), Y >= 3)), P is Y / 4.
\+p21(2) :- e1(1,3).
query(p20(X,1)).
query(p10(1,1)).
