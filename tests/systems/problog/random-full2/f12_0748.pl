:- use_module(library(lists)).
0.75::e0(1).
0.1::e0(3).
0.25::e1(1,1).
e1(2,1).
0.5::e1(3,3).
0.2::e1(2,2); 0.1::e1(3,3); 0.2::e1(1,1).
0.3::e2.
0.8::e3(3,1).
0.1::e3(1,1).
0.3::e3(3,3); 0.2::e3(1,1); 0.3::e3(2,2).
p00(X) :- (e3(Y,1), p00(Y), between(1,3,X)) ; (e3(2,2), between(1,3,X), \+ e1(1,2)).
0.25::p00(Y) :- p00(Y), e3(X,1), W is X + 1, W < 5.
p00(X) :- X \== 1, p00(2), p00(3), e2, between(1,3,X), findall(V, e3(X,V), L), sort(L, S), length(S, N), N < 2.
p01 :- p00(X), p01, findall(V, e3(2,V), L), sum_list(L, T), T > 2.
p10(X) :- X \== 2, e2, p00(Y), p00(1), between(1,3,X).
p20 :- e0(Z), e2.
0.8::p20 :- (p20, e2, p10(2), call(p00, 3)) ; (e3(Z,X), p20, p20, not e1(X,Z), \+ e2).
query(p20).
query(p20).
