:- use_module(library(lists)).
0.8::e0(2).
0.7::e0(1).
0.3::e1.
0.25::p00(Y) :- p00(Y), p01(X), e0(Z).
p00(X) :- e0(X), e1.
p01(X) :- (e0(Y), e1, between(1,3,X), W is X + 1, W < 5, compare(O, Y, 2)) ; (e1, between(1,3,X)).
p01(1) :- (e0(X), e1, e1, call(e0, X)) ; (p00(2), e0(Z), e1, W is Z + 2, W < 5, findall(V, e0(V), L), L = []).
0.3::p01(X) :- p01(Z), p01(Y), e1, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, \+ e1.
p10 :- e0(X), p10, \+ e1.
p20(X,Y) :- p00(Z), between(1,3,X), between(1,3,Y).
p20(Y,3) :- p01(3), p00(Z), between(1,3,Y), call(p01, Z), Z \= Y.
query(p20(3,2)).
