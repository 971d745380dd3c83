:- use_module(library(lists)).
0.25::e0(3).
e0(1).
p00(Y) :- e1(Y), p01(Y), findall(V, e0(V), L), L \= [], \+ e1(Y).
p00(Y) :- p00(X), e1(X), p01(X), between(1,3,Y).
p00(X) :- e1(X), e0(Z), e0(Z).
0.6::p01(X) :- (e0(X), W is X + 1, W < 5) ; (p00(3), e0(Y), e1(2), between(1,3,X), X =\= 1).
p01(Y) :- p00(Z), p00(X), between(1,3,Y), Y @< 2, Z =:= 2.
p10 :- p01(Y), Y =:= 2, \+ e1(Y).
p10 :- p01(1), p11, e0(Z), compare(O, Z, 3), call(e0, Z).
p11 :- e1(Y), e1(Y), W is Y + 3, W < 5.
P::p20(Y) :- (p21(Y), e0(Y)), P is Y / 4.
0.25::p20(X) :- p00(X), e0(Z).
p21(X) :- e1(3), p11, between(1,3,X), X < 2.
p21(X) :- p01(1), between(1,3,X).
p21(Y) :- p11, p21(Y), not e1(Y), Y @>= 2.
query(p21(1)).
query(e1(X)).
query(p01(3)).
query(\+ p10).
