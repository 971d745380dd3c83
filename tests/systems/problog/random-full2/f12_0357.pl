:- use_module(library(lists)).
e0(1,3).
0.1::e0(1,1); 0.3::e0(3,3).
0.7::e1(2).
0.2::e1(2); 0.1::e1(1); 0.3::e1(3).
0.2::e2(2,3).
0.5::e2(3,2).
0.3::e2(1,1); 0.1::e2(3,3); 0.2::e2(2,2).
0.9::e3(3,1).
0.8::e3(2,3).
e3(3,3).
0.4::e3(3,2).
p00 :- e1(X), e0(X,2), p00.
p00 :- (e2(X,Y)) ; (e0(X,2), e2(Z,X), e0(2,2), T =.. [g, Z], T \== g(0)).
p00 :- e3(Y,3).
P::p10(X,Y) :- (e1(Y), p11(1,Y), between(1,3,X)), P is X / 4.
P::p10(Y,Y) <- (p00, p10(X,1), between(1,3,Y), X \= X), P is Y / 4.
p11(X,X) :- e2(Y,Y), between(1,3,X), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
p11(Y,Y) :- p11(Z,Y).
P::p11(Y,3) :- (p10(2,X), between(1,3,Y)), P is Y / 4.
query(e0(X,Y)).
query(e0(Y,Y)).
query(p10(3,1)).
query(\+ e2(2,2)).
