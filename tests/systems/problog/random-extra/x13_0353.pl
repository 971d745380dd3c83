:- use_module(library(lists)).
0.8::e0.
0.9::e1.
e2(3).
0.25::p00(Y) :- (e2(X), between(1,3,Y), findall(V, e2(V), L), L \= [], X == 3) ; (e1, p00(1), between(1,3,Y), subquery(e2(1), Q), Q > 0.33).
0.25::p10(Y,Y) :- e0, e2(Y), p10(Y,Y), call(p00, 1), call(p00, Y).
p20(2) :- p10(Y,Y), p21, p10(2,3), Y = Y, Y @< a.
p20(X) :- e0, e1, between(1,3,X).
p21 :- p21, p20(X), p21.
p21 :- e1, subquery(p00(2), Q), Q > 0.33.
p21 :- e0, subquery(p00(2), Q), Q < 0.33, not e2(2).
P::p30(Y,X) :- (p00(2), p10(X,1), p21, between(1,3,Y), W is X + 3, W < 5), P is X / 4.
p30(Y,X) :- e2(Y), between(1,3,X), compare(O, Y, 1), X \= Y.
P::p30(X,2) :- (p10(X,Y), e2(Z), p30(Y,3), X < 1), P is X / 4.
query(p00(Y)).
query(p10(1,Y)).
query(e1).
query(p21) :- between(1,2,X).
evidence(e2(3), false).
