:- use_module(library(lists)).
e0(1,3).
0.75::e1.
p00 :- X \== 2, p00, e0(X,2).
p00 :- p00, e1.
p01 :- e0(Y,2), e0(Y,Y).
P::p10(Y) :- (p01, p01, p01, between(1,3,Y)), P is Y / 4.
P::p10(X) :- (p10(3), p00, between(1,3,X)), P is X / 4.
p10(X) :- p01, e0(X,1), p10(1).
p20(X) :- p01, e1, between(1,3,X), \+ p00, X =:= 2.
P::p20(Y) :- (p10(2), p10(2), p21(Y,X), W is X + 3, W < 5, findall(V, p10(V), L), L = []), P is Y / 4.
p21(1,Y) :- e1, e0(X,Y), e1, compare(O, Y, 3).
query(p21(2,X)).
query(p21(1,Y)).
evidence(p21(2,2), true).
