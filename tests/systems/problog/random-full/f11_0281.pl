:- use_module(library(lists)).
e0(2,2).
0.7::e0(3,3).
0.8::e1(1).
e2(3).
0.1::e2(2).
0.2::e2(2); 0.2::e2(3); 0.2::e2(1).
e3(2,1).
0.25::e3(1,1).
0.2::e3(3,2).
e3(1,2).
0.2::e3(2,2); 0.3::e3(1,1); 0.3::e3(3,3).
p00(Y,X) :- e2(Y), p00(2,Y), e1(2), between(1,3,X), X @=< 3, X =:= 2.
p00(X,X) :- e0(X,1), e1(Y).
p10(X) <- e2(Y), p10(2), between(1,3,X), W is X + 3, W < 5, findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p11(X) :- e3(Z,Z), e0(Z,X), X @>= 2, X =:= 1.
0.6::p11(X) :- e1(Y), e3(Y,Y), between(1,3,X).
p20(X,Y) :- (e0(Y,Z), p20(Z,1), between(1,3,X)) ; (e2(Y), between(1,3,X), not e2(X)).
P::p20(X,Y) :- (p11(Z), between(1,3,X), between(1,3,Y)), P is Y / 4.
p20(2,Y) :- p00(Z,Y), e1(Y), findall(V, p00(Y,V), L), length(L, N), N >= 1, Y @>= a.
query(p00(2,1)).
query(p10(1)).
query(e2(2)).
query(\+ e0(1,3)).
evidence(e2(1), true).
