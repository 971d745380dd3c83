:- use_module(library(lists)).
0.5::e0.
0.8::e1(3,3).
0.1::e1(1,1); 0.2::e1(2,2).
0.1::e2(1,2).
e2(3,2).
0.4::e2(2,1).
0.6::e3.
p00(Y) :- e3, e2(2,X), between(1,3,Y), call(e1, X, X), Y @< 2.
p00(Y) :- e0, e3, between(1,3,Y), call(e2, 3, Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
0.4::p00(Y) :- p00(2), p00(Y), Y @>= f(1), findall(V, e1(Y,V), L), L = [].
p10(X) :- e2(Z,Y), e3, e0, between(1,3,X).
P::p20(X,Y) :- (p10(3), e2(2,Z), p20(1,Z), between(1,3,X), between(1,3,Y), X @>= 3, findall(V, e2(Z,V), L), length(L, N), N >= 2), P is Y / 4.
p30 :- p00(2).
query(p30).
evidence(e0, false).
