:- use_module(library(lists)).
0.7::e0(3).
0.6::e0(2).
0.1::e0(3); 0.2::e0(2).
0.7::e1(3).
0.4::e1(1).
e2(3,3).
e2(3,2).
0.5::e2(2,3).
p00(3) :- e0(Z), e0(2), p00(2).
p00(X) :- e0(1), e2(Y,3), between(1,3,X).
p00(X) :- p00(2), p00(Z), between(1,3,X).
0.2::p10(1) :- p00(Y), e2(Y,1), e0(Z), Z \= 1, call(e2, Z, Z).
P::p20(Y) :- (e2(Y,3), p10(X), p10(1), findall(V, p00(V), L), length(L, N), N >= 1), P is Y / 4.
0.6::p20(X) :- (p10(Z), p10(Y), e2(2,Y), between(1,3,X), findall(V, p10(V), L), sum_list(L, T), T > 2) ; (e1(2), e0(X), \+ p00(2)).
p30(3) :- p00(Y), e0(Y), e2(Y,2), findall(V, p20(V), L), L = [].
p31(X,X) :- e1(Z), p20(3), p31(Z,2), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, Z @< f(1).
query(p30(2)).
