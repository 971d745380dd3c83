:- use_module(library(lists)).
e0(2,3).
0.1::e0(1,1); 0.2::e0(2,2).
e1(1,2).
0.6::e1(2,2).
0.3::e1(1,1); 0.1::e1(3,3).
0.6::p00(X,X) :- p01(2,2), p01(2,Z), between(1,3,X), call(e1, X, Z).
P::p00(1,Y) :- ((p01(Z,2), p00(2,2), between(1,3,Y)) ; (e0(2,Z), between(1,3,Y), Z \= Z)), P is Y / 4.
p01(X,Y) :- p00(Z,X), p01(Y,X), \+ e0(2,1).
P::p10(Y) :- (Y \== 1, p00(Y,X), \+ e0(Y,1)), P is Y / 4.
p10(3) <- e0(Z,Z), p00(Y,X), \+ e0(X,X), call(e0, 1, 2).
p20(X) <- p20(X), not p00(X,X).
p30(Y) :- (p20(Y), \+ p10(Y)) ; (e0(X,2), p30(Y), e1(2,X), findall(V, e0(Y,V), L), L \= [], X =\= 3).
p30(X) :- e0(Y,Y), between(1,3,X), compare(O, Y, 2).
query(p00(1,1)).
query(p20(1)).
