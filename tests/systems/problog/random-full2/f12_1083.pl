:- use_module(library(lists)).
0.4::e0.
0.6::e1(3,3).
0.75::e1(2,1).
0.8::e1(1,1).
0.3::e2(2).
0.2::e2(3); 0.2::e2(1).
0.1::e3(3).
e3(2).
0.3::p00(1,X) :- e0, p01(Z,Y), e1(Y,X).
P::p01(X,X) :- (e2(2), p00(2,Y), between(1,3,X)), P is X / 4.
p01(X,2) :- e1(1,2), p01(3,Y), e1(Y,Y), between(1,3,X).
p10 <- e0.
p10 :- (p00(X,2), e1(X,X), p10, X @>= 2) ; (p10, findall(V, e3(V), L), length(L, N), N >= 2).
0.25::p10 :- p00(Z,X), p10, p10.
P::p11(X) :- (p10, between(1,3,X)), P is X / 4.
P::p11(Y) :- (e2(Z), between(1,3,Y), Y =:= 2, call(p00, Y, 2)), P is Y / 4.
0.9::p11(3) :- p01(X,1).
query(e0).
query(p11(2)).
query(e0) :- between(1,2,X).
