:- use_module(library(lists)).
0.2::e0(2,3).
0.9::e0(2,1).
0.2::e1(2).
e1(3).
p00(X) :- e0(2,Z), e0(X,1), not e1(X).
P::p00(Y) :- (e0(1,2), e1(X), p00(X), between(1,3,Y), \+ e0(Y,X), call(e0, Y, X)), P is Y / 4.
p10(X) :- e0(Y,Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, W is X + 3, W < 5.
p10(1) <- e1(Z), e1(Z), e0(Z,1).
p20(X) :- p10(Z), p20(3), between(1,3,X), X = 1, findall(V, e1(V), L), sum_list(L, T), T > 2.
p20(X) :- p10(Z), between(1,3,X), Z @< a, findall(V, e1(V), L), L \= [].
query(e1(2)).
evidence(e0(3,2), false).
