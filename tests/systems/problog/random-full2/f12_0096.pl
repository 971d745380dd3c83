:- use_module(library(lists)).
0.2::e0(3,3).
0.9::e0(2,2).
0.3::e0(3,2).
0.4::e1(3).
0.6::e1(1).
0.2::e1(2).
e2(2,1).
e2(1,2).
0.3::e2(1,1); 0.3::e2(3,3).
p00(2) :- e2(Z,Z), not e2(Z,3), call(e2, Z, 2).
0.9::p00(2) :- e1(2), e0(3,Z), \+ e1(2).
p10(Y) :- e0(X,Z), e2(X,Z), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p10(X) :- e2(2,Z), p11(3), between(1,3,X).
p10(X) :- e1(Y), e2(1,X), Y >= 3.
p11(Y) <- e2(Y,Y), p11(Y), p10(Y), \+ e0(Y,Y).
p11(Y) :- (p11(Y), e2(2,Y), p11(2)) ; (p11(1), e0(X,1), between(1,3,Y), call(p00, X)).
p20(X) :- p00(2), between(1,3,X).
p20(Y) :- e1(1), between(1,3,Y).
p20(X) :- p10(X), p00(X), X < 3.
query(e1(X)).
