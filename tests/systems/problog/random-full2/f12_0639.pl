:- use_module(library(lists)).
e1(3,1).
0.3::e1(1,1); 0.2::e1(3,3); 0.3::e1(2,2).
0.4::e2(1,3).
P::p00(X) :- (e0(X,Z), e1(Z,Z), e2(Z,X)), P is X / 4.
0.7::p00(X) :- (p00(X), e0(X,X), e2(3,X)) ; (e0(3,X), e2(Y,3), p00(1)).
p10 :- e2(Z,2), \+ e2(Z,1).
p10 :- e1(Z,Y), compare(O, Z, 1), call(p00, Z).
p10 :- p10, not e0(2,2), findall(V, p00(V), L), length(L, N), N >= 2.
query(e1(X,2)).
query(e2(X,X)).
query(p10).
query(e2(X,X)) :- between(1,2,X).
