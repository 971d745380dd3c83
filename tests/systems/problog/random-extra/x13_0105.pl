:- use_module(library(lists)).
0.7::e0(3,3).
e0(1,2).
0.6::e0(3,2).
e1(2).
0.5::e1(3).
0.1::e1(3); 0.1::e1(1).
0.7::e2(2,3).
e2(3,2).
0.3::e2(1,3).
0.9::e3(3).
p00(2) :- (e3(Y), e0(1,Y), e2(3,Y), call(e1, Y), \+ e1(2)) ; (e1(2), e2(Z,1), subquery(e0(2,2), Q), Q < 0.33, \+ e3(Z)).
p10 :- p10, subquery(e0(2,2), Q), Q > 0.33.
p11(Y) :- p00(Y), findall(V, e2(Y,V), L), length(L, N), N >= 2.
0.75::p20(Y) :- p11(Z), p10, e0(Z,Z), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, \+ e3(Z).
0.1::p20(Y) :- e3(X), between(1,3,Y), call(p11, Y), compare(O, X, 3).
p30 :- p30, p20(Y), Y < 2.
p30 :- e2(1,X), X = 1, W is X + 2, W < 5.
\+p30 :- e1(1).
query(e1(X)).
query(p30).
