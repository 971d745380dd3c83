:- use_module(library(lists)).
0.1::e0(1,3).
0.3::e0(1,1).
e0(2,2).
0.75::e1(1).
0.1::e1(2); 0.2::e1(3); 0.2::e1(1).
e3(3).
e3(1).
0.1::e3(1); 0.2::e3(3).
p00 :- e3(1).
p00 :- (e1(1)) ; (e3(2), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p00 :- e0(2,1), e2(X), e3(X).
p10(2) :- (e1(3)) ; (e0(2,X), e2(2), e3(X), X \== X).
0.5::p10(X) :- X == 2, e3(Y), e2(Y), between(1,3,X), compare(O, Y, 3).
0.3::p10(X) <- e3(Y), between(1,3,X).
0.3::p11(X) :- (p00, between(1,3,X), findall(V, e3(V), L), L = [], not e2(X)) ; (p10(3), e2(Y), e0(Y,Y), between(1,3,X)).
p11(X) :- e2(Z), e3(Z), between(1,3,X).
query(e3(3)).
query(e0(Y,X)).
