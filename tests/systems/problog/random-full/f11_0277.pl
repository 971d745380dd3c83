:- use_module(library(lists)).
0.5::e0(2).
0.25::e0(1).
e0(3).
0.1::e0(2); 0.1::e0(3); 0.2::e0(1).
0.9::e1(3).
0.75::e2(2,1).
0.1::e2(3,3).
e2(1,1).
0.2::e2(2,2); 0.1::e2(1,1); 0.1::e2(3,3).
0.75::e3(1).
0.1::e3(3); 0.3::e3(2); 0.1::e3(1).
p00(X,Y) :- e3(Z), between(1,3,X), between(1,3,Y), call(e2, Y, Y).
p00(3,X) :- e1(Z), e1(Z), between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2.
p00(Y,X) :- e1(Y), e2(Z,Y), e3(X).
P::p01(Y) :- (p01(X), between(1,3,Y)), P is Y / 4.
p10 :- Z \== 3, Z \== 3, p10, p00(Z,X).
p11(Y,X) :- p01(Y), e1(2), e0(Z), between(1,3,X).
p11(X,Y) :- e2(Y,Z), e3(1), between(1,3,X), not e0(2).
0.7::p11(X,X) :- p11(Y,Y), between(1,3,X).
query(e2(2,1)).
evidence(e0(3), true).
