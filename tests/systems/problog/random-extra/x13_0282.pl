:- use_module(library(lists)).
e0(2).
0.2::e0(1); 0.2::e0(2); 0.2::e0(3).
e1(1,3).
0.6::e1(1,2).
e1(2,1).
0.5::e2(2,2).
0.8::e2(1,1).
0.1::e2(1,1); 0.3::e2(2,2).
p00(Y) <- e1(Z,Y).
p00(1) :- e2(Z,1), e0(Z), Z < 1, call(e1, Z, 2).
0.2::p01(X) :- p00(Y), between(1,3,X).
0.3::p01(X) :- e1(Y,Z), between(1,3,X), compare(O, Z, 1), W is Z + 1, W < 5.
0.7::p01(3) :- (e0(2), e0(2), p01(Z), subquery(e0(1), Q), Q < 0.33, W is Z + 3, W < 5) ; (p00(X), p00(X), e1(X,3)).
p10(Y,1) :- p00(Z), e2(Z,Z), p00(2), between(1,3,Y), Z @< f(1).
0.1::p10(X,Y) :- e1(Z,Z), e2(X,Z), p10(Z,X), between(1,3,Y).
p10(X,X) <- X == 3, p10(Z,1), e1(Y,2), between(1,3,X), X \== Y.
\+p10(2,X) :- e2(X,3).
0.25::p20(Y,Y) :- Y == 1, e0(Z), p20(Z,Y), findall(V, e0(V), L), length(L, N), N >= 1.
p20(X,3) :- e0(X), X \= X, X \= X.
P::p20(X,X) :- (p10(Y,Y), p01(Z), p00(Z), between(1,3,X), call(p00, 1)), P is X / 4.
query(p00(X)).
query(p20(Y,1)).
evidence(p10(2,3), true).
