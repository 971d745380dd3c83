:- use_module(library(lists)).
0.3::e0(1).
0.5::e0(3).
0.9::e1.
p00 :- e1, \+ e1, \+ e0(2).
0.75::p00 :- e0(1), e0(X).
0.2::p00 :- (e1, p00, p00) ; (e0(X), p00).
p10(Y) :- Y \== 3, p11(Z), p00, p10(3), between(1,3,Y).
P::p11(X) :- (e1, between(1,3,X), W is X + 1, W < 5, \+ e1), P is X / 4.
P::p20(Y,X) :- (p20(1,Y), between(1,3,X), findall(V, p11(V), L), L = [], findall(V, p10(V), L), sum_list(L, T), T > 2), P is Y / 4.
0.5::p20(X,Y) :- e1, p20(Z,X), p21(X), between(1,3,Y), Z < 2.
0.25::p21(X) :- e0(Y), e1, between(1,3,X), W is Y + 3, W < 5.
p21(X) <- p00, between(1,3,X).
p21(X) :- p00, e0(X), p11(1).
query(p10(2)).
query(p10(Y)).
