:- use_module(library(lists)).
0.4::e0(3).
0.75::e1(3).
0.3::e1(2); 0.1::e1(1); 0.1::e1(3).
0.5::p00(2) :- (e0(Z), p00(Z)) ; (e1(3), e1(Y), p00(2)).
p00(X) :- p00(1), between(1,3,X).
p00(X) :- e0(2), p00(2), between(1,3,X).
0.8::p10(X) :- e0(Y), p10(Y), between(1,3,X).
0.25::p10(X) :- p00(2), p00(X).
p11(2) :- (p11(2), e1(X), e1(3)) ; (e1(1), p10(Y), p11(X)).
0.9::p20(3,X) <- e0(2), between(1,3,X).
p20(2,3) :- p11(Y), e1(1), e1(Y).
p20(X,Y) :- p10(X), e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
query(p00(Y)).
query(p11(1)).
query(p10(X)) :- between(1,2,X).
query(\+ e1(2)).
