:- use_module(library(lists)).
0.7::e0(3,3).
0.5::e0(2,3).
0.4::e1(2).
0.1::e1(1).
0.1::e2(3,2).
e2(3,3).
e2(2,3).
p00 :- p00.
p00 :- p01(2), p00, e1(X), \+ e2(X,X), X @>= a.
0.6::p00 :- e1(X).
p01(Y) :- e1(Y), e2(Y,3).
0.5::p10(Y,Y) :- p00, p00, p10(1,Y), findall(V, e2(3,V), L), L \= [], call(e0, Y, Y).
0.7::p11(X,1) :- X \== 2, p11(X,1), e2(3,X), \+ e2(X,X).
p11(1,1) :- (e1(X), \+ p01(X)) ; (p00, e2(Y,Z), e0(Z,Y), not e0(Z,3)).
P::p20(X) :- (p10(Z,X), p10(X,Z), call(p01, Z), W is X + 1, W < 5), P is X / 4.
p20(X) :- p20(3), between(1,3,X).
query(e1(2)).
query(p01(X)) :- between(1,2,X).
