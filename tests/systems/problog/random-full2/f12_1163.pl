:- use_module(library(lists)).
0.6::e0.
0.25::e1.
0.3::e2(1); 0.2::e2(2).
p00(X,X) :- e0, between(1,3,X), X @< f(1), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p01 :- e2(Z), p00(Z,1), Z \= Z.
p10(Y) :- e0, between(1,3,Y), Y @>= 1, W is Y + 2, W < 5.
p10(3) :- p01, p11(X), not e2(X).
P::p11(X) :- (e0, p00(Z,Z), e1, between(1,3,X), call(p00, X, X), \+ e2(X)), P is X / 4.
p11(X) :- X == 2, p11(X).
p11(Y) :- e2(Y), e0, e2(3), Y @=< 3.
query(p11(2)).
