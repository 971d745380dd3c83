:- use_module(library(lists)).
0.9::e0(2,1).
0.3::e0(3,1).
0.5::e0(3,2).
0.8::e0(1,3).
0.9::e1(1,2).
p00(X,X) :- p00(Z,3), between(1,3,X), Z =:= 1.
0.8::p00(2,X) :- (e0(1,Y), e0(3,Y), between(1,3,X), X = X, findall(V, e1(X,V), L), sum_list(L, T), T > 2) ; (X \== 1, p00(Z,X), e1(3,2), \+ e0(1,X)).
p00(X,1) :- p00(2,Z), p00(Z,Z), e1(Z,Z), between(1,3,X), W is X + 2, W < 5, compare(O, Z, 2).
p10(X) :- X == 3, e0(3,1), e1(X,3).
P::p11(X,Y) :- (Y \== 1, e0(X,X), between(1,3,Y), X >= 2), P is Y / 4.
p11(3,X) <- (p11(X,Z), p00(1,2), p10(X), \+ p00(Z,X), Z \= X) ; (p00(1,Y), p00(3,1), p11(Z,Y), between(1,3,X)).
query(p11(3,Y)).
query(e0(Y,1)).
query(e1(Y,3)).
query(p00(X,X)) :- between(1,2,X).
evidence(p10(2), true).
