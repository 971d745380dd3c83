:- use_module(library(lists)).
0.8::e0(1).
0.25::e0(3).
0.5::e1(1).
0.6::e1(3).
0.5::e2(1).
0.3::e2(1); 0.3::e2(2).
p00 :- (e2(X), p01, e2(1), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e0(X)) ; (p00).
p00 :- e1(2), call(e2, 3).
p01 :- X \== 2, e1(X).
p01 :- p01, e2(X), p01.
p10(Y,3) :- Y == 1, e1(1), between(1,3,Y), \+ p00.
p10(Y,X) :- Y == 2, e1(3), e0(Y), p10(Y,2), between(1,3,X), compare(O, X, 2).
0.25::p11 :- p10(X,X), e0(3), e1(Z), Z \= Z, Z < 1.
p11 :- (p00, p00, p11) ; (p01).
p11 :- p11.
query(p00).
query(e2(X)).
query(e2(1)).
query(e0(X)) :- between(1,2,X).
