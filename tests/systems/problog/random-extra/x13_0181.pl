:- use_module(library(lists)).
0.25::e0(3).
0.1::e0(3); 0.1::e0(2); 0.2::e0(1).
0.7::e1(1).
0.8::e1(3).
0.2::e1(2); 0.2::e1(3).
0.75::e2.
p00 :- (e0(3), \+ e0(2)) ; (p00, e2, e0(1), findall(V, e1(V), L), L = [], T =.. [g, 3], T \== g(0)).
0.9::p00 <- p00, e1(3), e2, subquery(e1(1), Q), Q > 0.33.
p00 :- e1(Y), e2, p00, Y =\= 2, \+ e1(Y).
0.75::\+p00 :- e1(1).
p10(Y) :- p00, between(1,3,Y), compare(O, Y, 2).
p11(Y) :- (p00, between(1,3,Y)) ; (e1(2), e2, p11(Y)).
p11(X) :- e2, between(1,3,X).
0.2::p11(2) :- e0(2), findall(V, e0(V), L), length(L, N), N >= 1.
p20(1) :- p20(X), p20(1).
p20(Y) :- p11(Y), W is Y + 2, W < 5.
p20(1) :- (p10(Z), e1(Z)) ; (p11(3), p11(Y), e1(X), X < 2, W is Y + 2, W < 5).
p30(Y,X) :- e0(Y), between(1,3,X), call(p10, X), Y \== Y.
p30(1,3) :- (e2, p11(1), p30(2,X)) ; (p11(3), e1(1), e1(3), T =.. [g, 3], T \== g(0)).
0.6::\+p30(X,Y) :- e1(X), between(1, 3, Y).
p31 :- p10(X), p31, compare(O, X, 1), findall(V, p20(V), L), L = [].
0.5::p31 :- (e0(Y), p30(Y,Y)) ; (p10(X), p20(2), findall(V, e1(V), L), L \= []).
p31 :- (p31, e2, T =.. [g, 2], T \== g(0)) ; (p30(2,Y)).
query(p11(2)).
query(p11(Y)).
query(\+ p30(1,1)).
