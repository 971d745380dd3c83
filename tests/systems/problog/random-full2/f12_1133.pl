:- use_module(library(lists)).
0.8::e0.
0.25::e1(3,2).
0.7::e1(3,1).
0.6::e1(1,3).
0.9::p00 :- e1(Y,Y), \+ e0, findall(V, e1(2,V), L), L = [].
p00 :- e1(3,Y), e1(Y,Z), p00, findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
p00 :- p00, e0, \+ e0.
0.25::p10(Y) :- p00, e0, p00, between(1,3,Y).
P::p10(X) :- ((p10(Z), p10(Y), between(1,3,X)) ; (e1(3,X), e0, e1(X,Y), T =.. [g, X], T \== g(0))), P is X / 4.
p20(Y) :- p10(X), between(1,3,Y), X @< 2.
0.6::p20(1) :- p10(2), p20(X), e1(X,X), call(e1, X, 3), call(p10, 3).
p21(1) :- X \== 3, p21(Y), p10(Y), p20(X), \+ e0.
p21(Y) :- (e1(Y,1)) ; (p10(Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, \+ p00).
query(p21(3)).
query(p20(2)).
