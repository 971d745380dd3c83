:- use_module(library(lists)).
e0(3,1).
0.1::e0(1,3).
e0(1,1).
0.25::e1(3).
e1(2).
0.3::e1(1).
0.1::e1(1); 0.3::e1(2).
0.6::e2(3,2).
0.8::e2(1,3).
e3(1,3).
0.2::p00(X) <- e1(3), between(1,3,X).
P::p10(X,X) :- (e0(Y,Z), e2(Z,Y), between(1,3,X)), P is X / 4.
0.8::p10(Y,X) <- p00(2), between(1,3,X), between(1,3,Y).
p10(X,X) :- e2(Y,Z), e3(2,X), e2(Y,Y), findall(V, p00(V), L), length(L, N), N >= 2.
query(p10(X,2)).
query(p00(X)) :- between(1,2,X).
