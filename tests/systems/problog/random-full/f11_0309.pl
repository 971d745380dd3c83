:- use_module(library(lists)).
0.1::e0.
e1.
0.6::e2(2,1).
0.75::e2(3,3).
0.75::e2(3,1).
0.2::e2(2,2); 0.3::e2(3,3).
p00(X,3) :- e1, e2(3,Z), e0, between(1,3,X), call(e2, X, 3), X = 2.
p00(Y,X) :- e1, between(1,3,X), between(1,3,Y), compare(O, Y, 3).
p10(X) :- e2(X,Y), findall(V, e2(X,V), L), length(L, N), N >= 1.
0.75::p11(X) :- p11(1), e2(Z,3), e0, between(1,3,X).
p11(1) :- p11(X), X \== 2, not p00(X,2).
p11(3) :- (e1, p10(Y), e2(1,3)) ; (e0).
0.3::p20(X) :- p11(3), between(1,3,X), call(e2, X, X), X @>= 1.
p21 <- p21, not p00(3,3).
0.5::p21 :- p21, findall(V, p11(V), L), sum_list(L, T), T > 2.
p21 :- p11(Z), p00(X,2), \+ p00(X,Z).
0.9::p30(X) :- p20(X), p21, p21, W is X + 2, W < 5, not p00(X,2).
query(p21).
query(p30(X)) :- between(1,2,X).
