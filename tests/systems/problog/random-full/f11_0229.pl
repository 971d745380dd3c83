:- use_module(library(lists)).
0.6::e0(3).
e1(2,1).
0.3::e1(1,1); 0.2::e1(2,2); 0.1::e1(3,3).
0.75::e2.
0.1::p00 :- e1(Z,Z), W is Z + 1, W < 5, \+ e1(Z,Z).
p00 :- e0(X), e0(Z), e0(Z), findall(V, e1(X,V), L), L = [].
p00 :- p01(3,Z), Z < 2, not e0(Z).
P::p01(Y,Y) :- (e1(Y,Y)), P is Y / 4.
0.2::p01(1,X) :- e2, between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2.
0.6::p01(Y,X) :- e2, e2, e2, between(1,3,X), between(1,3,Y).
p10(Y) :- p11(X), between(1,3,Y).
p10(Y) :- e2, e0(Z), between(1,3,Y).
p10(X) :- (p01(3,X), e1(Y,X)) ; (e2, p11(Y), p01(2,Z), between(1,3,X), Y == 3, compare(O, Y, 3)).
p11(X) :- p01(Y,Y), between(1,3,X).
p11(1) :- e0(X), e2, p00.
0.75::p11(3) :- e2, p00, p01(Z,2), compare(O, Z, 2).
p20(3) :- e0(X), e0(3).
p20(X) :- p00, between(1,3,X), call(p10, X).
query(p10(1)).
query(p01(X,X)) :- between(1,2,X).
