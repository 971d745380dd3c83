:- use_module(library(lists)).
e0(2).
0.8::e0(1).
0.25::e1(3).
0.6::e2(2,3).
0.1::e2(1,1); 0.3::e2(2,2).
0.2::e3.
p00 :- e1(Y), e3, findall(V, e0(V), L), L = [], Y @>= a.
0.3::p00 :- p00.
p00 :- e0(Z), findall(V, e0(V), L), sum_list(L, T), T > 2.
P::p10(Y) :- ((p10(Y), e1(Y), e1(Y), Y =\= 2) ; (p00, between(1,3,Y), Y @=< 3)), P is Y / 4.
0.75::p20 :- e0(Z), p00, W is Z + 3, W < 5, Z @< a.
p20 :- e1(X), e1(X), e1(X).
p21(1) :- e0(Y), p20, e1(Y), findall(V, e0(V), L), sum_list(L, T), T > 2, compare(O, Y, 3).
p21(2) :- e0(Y), not e0(Y), \+ e0(Y).
p30 :- e1(3), e3, call(e1, 2).
p30 :- e2(X,1), p31.
p31 :- p10(X), X @< 3.
p31 :- (p21(Y)) ; (p21(2), e0(Y), e0(Y)).
p31 <- p00, e1(X), e0(X), \+ p20, \+ p21(1).
query(e2(3,Y)).
query(p00).
