:- use_module(library(lists)).
0.2::e1(1); 0.1::e1(2).
0.1::e2(1); 0.1::e2(2).
p00(X,X) :- p00(Y,Z), between(1,3,X), call(e0, Z, Y).
p10 :- p11(Z).
p10 :- (p11(X), p10, e2(X)) ; (e1(Z), p00(Z,Z), e2(3)).
p11(2) :- (e0(Z,Y), p10) ; (X \== 2, p10, e0(Z,X), p00(X,Z), findall(V, e2(V), L), L \= []).
0.5::p11(X) :- p10, e0(1,1), between(1,3,X), call(e2, 1), findall(V, e0(X,V), L), length(L, N), N >= 2.
P::p11(X) <- (e1(Z), p10, p00(Z,Z), between(1,3,X)), P is X / 4.
p20 <- Z \== 1, p11(Z), p10.
p20 :- p20.
query(p11(3)).
query(e1(X)) :- between(1,2,X).
evidence(p11(2), false).
