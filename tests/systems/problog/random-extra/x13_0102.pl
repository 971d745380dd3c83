:- use_module(library(lists)).
e0(2).
0.75::e1.
0.7::e2(3,2).
0.3::e2(2,2); 0.1::e2(1,1); 0.1::e2(3,3).
0.7::e3(3).
0.2::e3(1); 0.1::e3(2).
p00(Y) :- (e1, between(1,3,Y), not e2(Y,Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2) ; (e1, between(1,3,Y)).
p01 :- (p00(1), e3(X), e1, subquery(e3(2), Q), Q < 0.33, W is X + 3, W < 5) ; (e2(Y,X), e2(X,Y), e3(X), W is Y + 3, W < 5).
0.2::p10 <- p00(Z), e2(2,Y), Z \= 2.
P::p11(X) :- (e0(Z), e0(Z), e0(1), between(1,3,X), X == Z), P is X / 4.
P::p11(X) :- (p01, between(1,3,X)), P is X / 4.
p11(2) :- (p00(Z), findall(V, p00(V), L), L \= [], \+ p01) ; (p10, e3(X), e2(Z,1), T =.. [g, Z], T \== g(0)).
\+p11(X) :- e1, between(1, 3, X).
0.2::p20(X,Y) :- e0(X), p20(2,Z), between(1,3,Y), Y < 1.
0.5::p20(Y,X) :- p11(X), e1, e3(Z), between(1,3,Y), Y =\= 3.
P::p30(Y,3) :- (p20(X,1), between(1,3,Y), \+ e3(1), call(e3, 1)), P is Y / 4.
\+p30(X,1) :- e1, between(1, 3, X).
p31(Y) :- (p00(Y), p31(Y), e3(2)) ; (Y \== 3, e3(Y), findall(V, e0(V), L), length(L, N), N >= 1).
0.5::p31(1) :- p20(Y,Z), p11(X), e0(Z), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p31(X) <- (p00(Y), between(1,3,X), call(e3, 1), subquery(e2(3,2), Q), Q > 0.33) ; (p01, p01, between(1,3,X)).
query(p31(1)).
query(e3(3)).
query(p20(2,2)).
query(e1) :- between(1,2,X).
query(\+ p30(1,3)).
evidence(e0(2), true).
