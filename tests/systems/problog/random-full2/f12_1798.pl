:- use_module(library(lists)).
e0(1).
0.4::e0(3).
0.3::e0(1); 0.1::e0(2).
0.2::e1(3,1).
0.7::e1(2,2).
0.75::e1(2,1).
0.1::e1(3,3); 0.2::e1(1,1).
0.2::e2(3,1).
p00 :- p00.
0.2::p01(Y) <- p00, e0(Z), e0(2), between(1,3,Y).
p01(Y) :- e2(3,Z), e0(3), p01(Z), between(1,3,Y), Z \= Y.
p10(X) :- e1(Y,3), between(1,3,X).
P::p11(X) :- ((p11(X), p00) ; (p11(3), between(1,3,X), findall(V, e2(X,V), L), sum_list(L, T), T > 2)), P is X / 4.
p11(Y) :- p10(2), p11(Y), e0(3).
p11(X) :- p11(Z), between(1,3,X), Z = 2, X @>= 3.
0.1::p20(1,Y) :- e1(Y,Z), p01(Z), Y @< 2.
P::p20(Y,Y) :- (Y == 3, p20(3,Y), p00, not e0(2)), P is Y / 4.
p30 <- e1(Y,X), Y \= Y, findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p30 <- (p30, \+ e1(2,3)) ; (e0(1), e1(Z,1)).
p30 :- p10(X), X \== X.
query(e1(2,2)).
query(p11(2)).
query(p30).
evidence(p10(3), false).
