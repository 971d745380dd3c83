:- use_module(library(lists)).
0.1::e0(3).
0.75::e1(2).
e1(1).
0.3::e1(3); 0.3::e1(2).
e2(1).
e2(2).
p00 :- e0(Z), e1(Y), e2(Y).
0.7::p00 :- (e1(1), p00, e2(1)) ; (p00, e0(3), findall(V, e2(V), L), L = []).
\+p00 :- e1(1).
p10(Y,X) :- (e0(X), p10(X,1), between(1,3,Y)) ; (e0(1), p11(3,Y), between(1,3,X)).
p10(X,Y) :- Z \== 3, p10(Z,X), e2(X), between(1,3,Y), not e2(Y).
0.3::p11(3,Y) <- p00, e0(1), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, Y < 3.
p11(Y,1) :- p10(1,X), between(1,3,Y).
P::p11(Y,Y) :- (e1(Z), between(1,3,Y), Y == 1, not e2(Z)), P is Y / 4.
\+p11(1,X) :- e0(X).
P::p20(3,X) :- (X \== 3, e1(Z), between(1,3,X)), P is X / 4.
p30(1) :- p10(Y,Z), Z @=< 1, findall(V, p11(Z,V), L), L \= [].
query(p00).
query(p11(2,2)).
query(e1(Y)).
query(\+ p10(2,1)).
evidence(p30(3), true).
