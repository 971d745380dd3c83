:- use_module(library(lists)).
0.4::e0(2).
0.75::e0(3).
0.8::e1(2,2).
0.25::e1(1,3).
0.3::e1(3,1).
e2.
0.75::e3(1).
0.9::e3(3).
0.1::e3(3); 0.2::e3(1); 0.2::e3(2).
P::p00(Y) :- (e1(Z,2), p00(Z), e0(1), between(1,3,Y)), P is Y / 4.
p10(Y) :- p00(Z), between(1,3,Y), W is Z + 1, W < 5, findall(V, e0(V), L), sum_list(L, T), T > 2.
p10(X) :- (X == 2, p00(1), e0(1), between(1,3,X), X =:= 1) ; (e3(3), between(1,3,X), not e3(3)).
p20 :- p10(Z), p10(1), p00(Z).
query(p00(Y)).
query(p20).
query(p00(3)).
query(\+ p10(3)).
