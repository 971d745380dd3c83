:- use_module(library(lists)).
0.4::e0(2,1).
0.8::e0(2,3).
0.7::e1(1).
0.2::e1(2); 0.1::e1(1); 0.3::e1(3).
0.25::p00(X,Y) :- p01, between(1,3,X), between(1,3,Y), X =\= 1.
p00(3,2) :- p00(1,X), e1(2).
p00(X,X) :- (p01, between(1,3,X), W is X + 1, W < 5) ; (e1(X), X = X, \+ e0(X,X)).
p01 :- e0(1,X).
P::p10(X) :- (p10(X), e0(X,X), findall(V, e1(V), L), L = []), P is X / 4.
p20 :- X == 2, e0(Y,X), e0(X,Y), e0(X,X).
P::p30(Y) :- (Y \== 2, p01, p10(Z), p31, between(1,3,Y), W is Z + 3, W < 5), P is Y / 4.
p31 :- p31, p10(2).
p31 :- (p10(X), p10(X), X =:= 1, T =.. [g, X], T \== g(0)) ; (p00(X,X), p10(X), p30(X), call(p00, 1, X)).
query(p31).
