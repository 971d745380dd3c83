:- use_module(library(lists)).
0.6::e0(3).
0.7::e0(1).
0.6::e1.
p00 <- e1, e1, findall(V, e0(V), L), L = [], findall(V, e0(V), L), sum_list(L, T), T > 2.
p00 :- e0(Z).
p10 :- p00.
0.7::p10 :- (p00, e1, \+ e1) ; (p00).
p10 :- p00.
p11 :- (e1, p00, \+ e1) ; (p00, e0(Z), e0(Y), call(e0, Y)).
p11 :- p11, p00, p10.
0.75::p11 :- (p10, e0(X), p00) ; (e0(X), p00, e0(X), X = X).
0.9::p20(X) :- (p10, p10, e0(1), between(1,3,X), compare(O, X, 1)) ; (p00, e1, e1, between(1,3,X), X @>= 2).
0.75::p20(X) :- X \== 3, p20(X), p11, findall(V, e0(V), L), L = [].
p20(Y) :- p11, p21(Y).
p21(X) :- e1, between(1,3,X).
p21(X) :- (e0(Z), e1, between(1,3,X)) ; (p21(Z), p11, between(1,3,X)).
query(p21(2)).
query(e0(3)).
