:- use_module(library(lists)).
0.75::e0(3,1).
0.5::e0(2,1).
0.3::e0(1,1); 0.3::e0(2,2); 0.2::e0(3,3).
0.4::e1(2,2).
0.8::e1(2,3).
e2.
p00 :- e1(2,X), e2, e0(X,Y), findall(V, e1(X,V), L), L = [], Y < 3.
p00 :- p01, p01, e2, findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p00 :- (e2) ; (p01).
p01 :- e1(X,X), p01, call(e0, 3, X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p01 :- (p01) ; (e2, p01).
p01 <- (p00, p00, e1(Z,Z), Z >= 2) ; (p00, p01, e1(X,X), call(e0, X, X), X @=< a).
p10(X) <- e1(Y,2), p01, between(1,3,X), \+ p01.
p10(1) :- p01, p00, call(e1, 3, 1).
p11 :- (p11, p01) ; (p01, p01, e2, \+ e0(2,2)).
query(p01).
query(e1(X,X)) :- between(1,2,X).
query(\+ e0(3,3)).
