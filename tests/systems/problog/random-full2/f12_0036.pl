:- use_module(library(lists)).
0.3::e0(2,2); 0.3::e0(1,1); 0.2::e0(3,3).
e1(3,3).
0.1::e1(3,2).
0.25::e2(1).
0.8::e2(2).
0.3::e2(3); 0.1::e2(2).
e3(2,3).
0.8::e3(2,1).
p00(Y,X) :- (p00(Z,X), between(1,3,Y), X \= X) ; (p00(X,Y), call(e2, X)).
0.5::p00(X,1) :- (X \== 1, e1(2,2), between(1,3,X), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (e3(2,1), e0(Y,Z), between(1,3,X), call(e2, X), X \= Y).
P::p00(X,X) :- (p00(2,1), e1(Z,X), p00(2,X), X @>= a, findall(V, e0(X,V), L), length(L, N), N >= 1), P is X / 4.
0.4::p10(Y) :- e1(2,X), p00(Z,X), between(1,3,Y).
0.8::p11(Y) :- p11(Y), e1(Y,1), e1(Y,Y).
P::p11(Y) :- (e0(X,Y), findall(V, e3(X,V), L), length(L, N), N >= 2, T =.. [g, X], T \== g(0)), P is Y / 4.
p20 :- (X \== 1, p20, e2(X), X == 1) ; (Y == 2, p20, e0(Y,Y), p11(3)).
query(p11(2)).
query(e2(3)).
evidence(e3(1,1), true).
