:- use_module(library(lists)).
e0(1).
e1(3).
0.3::e1(1); 0.1::e1(3).
P::p00(X,X) :- ((e1(X), call(e0, X)) ; (e1(Z), e0(Z), e1(3), between(1,3,X))), P is X / 4.
p10(3) :- e1(1), e0(Y), e1(Y), findall(V, e0(V), L), L = [], call(e0, Y).
p10(X) :- p10(Y), between(1,3,X).
p10(X) :- p00(2,3), between(1,3,X), compare(O, X, 3), \+ p00(1,X).
0.9::p20 :- p21(Y), e1(Y), p20, findall(V, p10(V), L), L \= [].
p20 :- p00(Z,Z), e0(Z), e1(Z), W is Z + 3, W < 5.
p20 :- p10(X), e1(X), p00(1,X), not e1(X).
p21(X) <- e0(3), between(1,3,X).
query(p21(Y)).
evidence(p10(1), true).
