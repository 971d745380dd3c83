:- use_module(library(lists)).
0.2::e0(1,3).
0.3::e0(1,1); 0.3::e0(2,2).
0.25::e1.
0.1::e2.
p00 :- e0(2,Y), e1, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
0.6::p00 :- (e2, not e0(2,1)) ; (e0(Z,3), e2, p00).
p01(X,X) :- (e2, p00, between(1,3,X), not e0(X,X), not e0(X,3)) ; (e2, p00, e2, between(1,3,X), X =\= 2, compare(O, X, 3)).
p01(X,X) :- X \== 1, p00, e2, e2, between(1,3,X), \+ e0(X,X).
0.7::p01(X,Y) :- Y \== 2, e0(X,Z), between(1,3,Y), Z >= 1.
0.3::p10(Y,Y) :- e2, between(1,3,Y), Y \== Y.
p11(X,X) :- p01(2,Y), between(1,3,X), call(p01, X, Y), Y @< 3.
p11(X,Y) :- Y \== 2, Y \== 1, p10(Y,3), e0(1,1), e2, between(1,3,X).
P::p20(Y) :- ((Z == 1, e1, p11(Z,X), between(1,3,Y)) ; (e0(1,Y), Y @< 1)), P is Y / 4.
query(p20(X)).
query(e0(1,1)).
query(e1).
