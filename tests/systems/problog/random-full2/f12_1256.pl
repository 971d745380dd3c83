:- use_module(library(lists)).
0.2::e0(2,3).
e1(3,3).
0.1::e1(3,3); 0.3::e1(2,2).
0.4::e2(1).
0.8::p00(1) :- p00(X), e2(X), X @=< f(1), call(e0, X, X).
p01(2,X) :- p01(X,3), e1(X,X).
P::p10(X,X) :- (e1(2,Z), p10(Z,X), p10(2,X)), P is X / 4.
p10(2,X) :- p01(Y,Y), between(1,3,X).
p20(Y,X) :- p20(Y,Z), between(1,3,X), Y =:= 3, compare(O, Z, 2).
P::p20(X,3) :- (e2(X), e2(X), e0(X,X), findall(V, p10(X,V), L), sum_list(L, T), T > 2, call(p00, 2)), P is X / 4.
p20(X,Y) :- e0(Z,3), p00(2), e0(Z,Y), between(1,3,X).
query(e1(2,3)).
query(e1(2,1)).
query(e1(3,1)).
query(p20(X,X)) :- between(1,2,X).
