:- use_module(library(lists)).
0.7::e0(3).
0.6::e0(2).
0.9::e1(2).
0.1::e1(1).
e2(2,2).
e2(3,2).
0.5::e2(1,1).
0.2::e2(1,1); 0.3::e2(2,2).
p00(3) :- e2(1,2), p01(3,X), p00(Z), findall(V, e2(2,V), L), length(L, N), N >= 1, call(e1, X).
p00(X) <- e0(Z), e0(Z), between(1,3,X), X \= X.
p00(X) :- e0(Y), e2(Z,3), e2(Z,Y), between(1,3,X).
0.5::p01(Y,X) <- e0(1), e0(Y), e2(3,Y), between(1,3,X).
p10(Y) :- e1(1), p00(X), e2(2,1), between(1,3,Y).
p10(Y) :- p01(X,3), between(1,3,Y).
P::p10(Y) :- (p10(Y), p11), P is Y / 4.
p11 :- e2(Y,Y), e2(Y,Y), e2(Y,3), T =.. [g, Y], T \== g(0).
P::p20(2,Y) :- (e0(Z), p01(Z,Z), between(1,3,Y), not e1(Z)), P is Y / 4.
0.75::p20(Y,Y) :- (X \== 2, e2(Y,X), X \= X) ; (p00(X), p01(2,Y), e2(Y,3)).
p30(1) <- p30(2), p11.
query(p10(2)).
query(p10(2)).
