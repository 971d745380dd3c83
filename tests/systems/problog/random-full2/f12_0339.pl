:- use_module(library(lists)).
0.6::e0(1).
0.7::e0(2).
e1(2).
0.9::e1(1).
0.1::e1(3); 0.1::e1(2).
p00(1,X) <- p00(1,X), X \= 1.
p10(Y) :- p11(Z), e0(3), p11(Z), between(1,3,Y).
p11(Y) :- (p00(Z,Y), \+ e1(Y), call(p00, Z, Y)) ; (p00(Y,2), p10(Z), not e0(Y)).
p20(2,3) :- p00(Z,Y), \+ e1(Z), Z @=< 3.
p21(Y) :- p00(2,1), e0(3), between(1,3,Y), call(p00, Y, Y), \+ p10(1).
p30(X) :- (p11(3), p21(3), p10(Z), between(1,3,X)) ; (p21(Z), p10(Z), between(1,3,X), call(e1, X), findall(V, e0(V), L), sum_list(L, T), T > 2).
p30(Y) :- e1(X), p11(X), between(1,3,Y), call(p00, X, X), X = X.
query(p20(3,1)).
query(p21(Y)).
query(p00(X,X)) :- between(1,2,X).
