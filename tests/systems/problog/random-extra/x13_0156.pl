:- use_module(library(lists)).
0.6::e0(3).
0.4::e1(2,3).
e1(2,1).
0.1::e1(1,1); 0.2::e1(3,3).
0.6::e2(3).
0.8::e3(2,3).
0.4::e3(1,2).
0.3::e3(2,2); 0.3::e3(1,1).
p00 :- e1(X,X), X = X.
0.6::\+p00 :- e1(1,2).
p10(Y) :- p00, between(1,3,Y).
p20 :- p00, e3(X,2), X @>= 1, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.9::p20 :- p20, p20, p00, findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
\+p20 :- e0(3).
p30 :- p31(Z), call(e1, Z, 3).
0.3::p31(X) :- X == 1, p31(X), e1(X,X), p31(X), X >= 2.
P::p31(X) :- (e1(X,X), e2(X), p30, W is X + 2, W < 5, X >= 1), P is X / 4.
query(p31(1)).
query(e3(3,Y)).
