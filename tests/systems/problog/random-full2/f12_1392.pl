:- use_module(library(lists)).
0.6::e0(3).
0.2::e0(1); 0.2::e0(3).
0.3::e1(2).
0.1::e1(1); 0.1::e1(2); 0.3::e1(3).
0.4::p00(X,Y) :- Y == 1, p00(2,3), p00(3,Y), between(1,3,X).
P::p00(X,Y) :- (e0(Z), between(1,3,X), between(1,3,Y)), P is X / 4.
P::p10(Y) :- ((e1(Y), e0(X), e1(1), call(e1, 1), not e0(Y)) ; (p00(2,Z), p10(3), between(1,3,Y), findall(V, p00(Y,V), L), length(L, N), N >= 2, Z \= Y)), P is Y / 4.
P::p10(X) <- (e0(Z), p10(Z), between(1,3,X)), P is X / 4.
p20(X) :- e1(Y), between(1,3,X).
p20(1) :- (p00(Y,X), e1(Y)) ; (p20(Z), p10(2), e0(Z), Z @>= 2).
query(e1(3)).
evidence(p10(1), true).
