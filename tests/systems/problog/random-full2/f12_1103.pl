:- use_module(library(lists)).
0.2::e0(2).
e1(1,1).
0.8::e1(1,2).
0.7::e1(1,3).
p00(Y) :- p00(Z), e1(Z,Z), p00(Y), W is Z + 2, W < 5, W is Z + 3, W < 5.
0.5::p00(X) :- e0(X), p00(Y), e1(3,Y).
P::p10(X) :- ((e1(Y,3), p00(Y), between(1,3,X)) ; (p00(X), e0(X), p00(1))), P is X / 4.
p10(X) :- p00(2), p10(X), compare(O, X, 2).
P::p20(Y) :- (e1(X,Y), p21(2)), P is Y / 4.
p20(X) :- p21(X), e0(Y).
0.2::p20(X) :- p21(Y), p20(Y), between(1,3,X), X = 1, findall(V, e0(V), L), L \= [].
p21(Y) :- p20(Z), between(1,3,Y).
p21(X) :- e0(X), p21(X), not e0(X), X < 2.
p21(X) :- p21(Y), between(1,3,X), call(e1, X, 1).
p30(X,X) :- p10(2), p00(Z), between(1,3,X), W is X + 1, W < 5.
query(p21(Y)).
query(p10(X)).
query(e0(3)).
