:- use_module(library(lists)).
0.6::e0(2,2).
0.25::e0(3,2).
0.7::e1(3,3).
0.75::e2(1).
0.2::e2(3); 0.1::e2(2).
P::p00(Y,1) <- (e1(Z,Y), e1(Z,X), findall(V, e0(Z,V), L), L \= []), P is Y / 4.
p00(X,2) :- e0(Y,1), e1(Y,X), not e0(1,X).
P::p10(X) :- (p11(3,Y), p11(3,Y), p11(3,1), between(1,3,X), \+ e1(Y,Y), X < 1), P is X / 4.
p10(X) :- Y \== 2, e0(Y,Z), p00(Y,Z), between(1,3,X), compare(O, X, 1).
P::p11(X,X) :- ((p10(X), e0(X,Z), e0(X,X), \+ e2(X), \+ p00(Z,1)) ; (p00(2,2), e1(Z,Y), between(1,3,X))), P is X / 4.
p11(Y,1) :- e1(Y,1), call(e1, Y, Y).
p11(3,2) :- e0(X,X).
P::p20(1,X) :- (e2(X), compare(O, X, 2), X =:= 3), P is X / 4.
P::p20(Y,3) <- (p10(X), p11(X,X), between(1,3,Y), Y \== Y), P is Y / 4.
p21 :- Z == 3, p11(2,Z), Z =:= 3.
query(e0(X,3)).
query(p20(X,1)).
query(\+ p10(2)).
