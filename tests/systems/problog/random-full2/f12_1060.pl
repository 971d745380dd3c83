:- use_module(library(lists)).
0.6::e0.
0.2::e1(1).
P::p00(Y) :- (p01, p01, p01, between(1,3,Y)), P is Y / 4.
p00(X) :- p00(2), p01, p01, between(1,3,X), X \= 3, X @< f(1).
p01 :- e0, e0.
p01 :- e1(2), p00(X), \+ e0.
0.2::p10(Y,3) :- p10(Y,X), \+ e1(Y), Y \== 2.
p20 :- (p10(Y,3), e1(3), \+ p00(3)) ; (p00(2), p01, call(p00, 3)).
p20 :- (p21, not p00(1)) ; (e0, p10(1,X), e0, compare(O, X, 1)).
p21 :- (e1(Y), e0, \+ p10(Y,Y), compare(O, Y, 2)) ; (e0, \+ p10(2,1)).
p21 :- p21, T =.. [g, 3], T \== g(0), \+ e1(2).
p21 <- p00(Z), p20, findall(V, p00(V), L), L \= [], findall(V, p10(Z,V), L), sum_list(L, T), T > 2.
query(p01).
query(p00(3)).
evidence(p00(3), false).
