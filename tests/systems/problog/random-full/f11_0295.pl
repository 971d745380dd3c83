:- use_module(library(lists)).
0.6::e0(1,2).
0.6::e0(3,1).
0.6::e0(3,3).
0.1::e0(1,1); 0.1::e0(3,3); 0.3::e0(2,2).
0.9::e1(3).
0.25::e2.
0.7::p00 :- e1(Y), \+ e0(Y,Y), Y @=< a.
p00 :- e2, e1(Z), T =.. [g, Z], T \== g(0).
p00 <- (e1(X), e2, not e0(X,X), W is X + 2, W < 5) ; (Y \== 3, p01(Y,1), e2, p01(Y,Z)).
P::p01(X,X) :- ((e0(Y,Z), p00, e0(1,X), compare(O, Z, 1)) ; (p01(2,X), p00)), P is X / 4.
P::p10(Y) :- (p01(X,Z), p01(Y,1), p10(Y), Z =\= 2, \+ e1(X)), P is Y / 4.
0.3::p10(X) <- Y \== 3, e0(Y,2), e2, between(1,3,X), \+ p00.
p20 :- X \== 3, e1(X), p00.
0.3::p20 :- (Y \== 1, p10(Y), p21, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p20).
0.5::p20 <- p20, e2.
p21 <- e2.
query(e2).
query(p01(X,X)).
