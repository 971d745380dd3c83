:- use_module(library(lists)).
0.75::e0(3).
0.6::e0(1).
0.25::e0(2).
0.7::e1(1,1).
0.25::e1(1,2).
0.7::e1(1,3).
0.1::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.8::e2(2).
0.1::p00(Y) :- (p00(2), between(1,3,Y)) ; (e2(Z), between(1,3,Y)).
p00(2) :- (e2(X), p00(X), e0(X), X @>= 1) ; (e2(3), T =.. [g, 1], T \== g(0)).
p00(X) :- X \== 2, e2(Y), between(1,3,X).
p01 <- e1(3,Z), \+ e2(2).
0.25::p10(X) :- (p00(Z), p10(Z), between(1,3,X), compare(O, Z, 1)) ; (e2(X), p00(Y), p01).
p10(1) :- (e1(2,X), e0(X), e0(X), X = X) ; (Y \== 3, p10(Y), p10(2), p01, W is Y + 3, W < 5).
0.3::p10(X) :- e1(X,1), e0(Z), W is Z + 2, W < 5.
0.1::p20 :- e0(Y), compare(O, Y, 3), \+ e1(Y,Y).
p20 :- e1(X,Z), e1(2,X), call(e1, X, X), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
p20 :- e0(Y), e0(Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, findall(V, e2(V), L), length(L, N), N >= 2.
query(e2(Y)).
query(e2(X)).
query(p20).
