:- use_module(library(lists)).
0.75::e0(2).
0.3::e0(1); 0.1::e0(2); 0.1::e0(3).
0.75::e2.
p00 :- e1(X), e2.
p10 :- p10, \+ e2, findall(V, e0(V), L), L = [].
p10 <- e2, e1(Z).
p10 :- e0(Z), e1(Z), p10.
p20 :- e1(2), p20, e0(Z), W is Z + 3, W < 5.
p21(Y) :- e1(X), p00, between(1,3,Y).
P::p21(Y) :- (Y \== 2, p21(1), p00, between(1,3,Y)), P is Y / 4.
query(e1(2)).
query(p20).
