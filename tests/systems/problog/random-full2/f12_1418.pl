:- use_module(library(lists)).
0.75::e0.
e1(1).
0.3::e1(3); 0.1::e1(2).
e2(3).
0.2::e2(1); 0.2::e2(2).
0.6::e3.
p00(X) :- e3, e1(1), between(1,3,X), \+ e0, X \= 2.
p00(3) :- e2(Y), e3, Y < 2, Y == Y.
P::p01(Y) :- ((e0, between(1,3,Y)) ; (p00(Y), e1(Y), p01(Y), compare(O, Y, 2))), P is Y / 4.
p01(Y) :- e0, between(1,3,Y).
p10(Y) :- p01(2), between(1,3,Y).
P::p20(X) :- (e1(2), p20(X), e3, W is X + 2, W < 5), P is X / 4.
p20(X) :- p01(X), e3, \+ e2(X).
0.25::p20(Y) :- e1(X), p20(X), between(1,3,Y).
p21 :- p00(2), e3, e2(2), call(e1, 1).
p21 :- (p00(2), T =.. [g, 3], T \== g(0)) ; (e2(Z), p00(2), findall(V, e2(V), L), sum_list(L, T), T > 2, Z @< f(1)).
query(e0).
