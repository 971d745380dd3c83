:- use_module(library(lists)).
0.75::e0(3,3).
e0(3,2).
0.9::e0(2,2).
e0(3,1).
e1(2).
0.3::e1(3).
e2.
p00(Y) :- e0(Y,Y), p00(3), p01(Y,Y), call(e1, 1).
p00(X) :- e2, e2, between(1,3,X), findall(V, e1(V), L), L \= [].
0.2::p00(X) :- e0(3,Z), e0(3,Z), between(1,3,X), not e0(X,3), W is Z + 3, W < 5.
p01(Y,Y) :- e0(1,X), between(1,3,Y), T =.. [g, Y], T \== g(0), W is X + 3, W < 5.
p10 :- p01(Z,1), findall(V, e0(3,V), L), sum_list(L, T), T > 2.
p10 :- p11(Z), p00(3), findall(V, p01(1,V), L), L \= [], Z =:= 2.
P::p11(X) :- (p11(2), p10, between(1,3,X), not p00(X), X = X), P is X / 4.
query(p00(Y)).
query(p00(X)) :- between(1,2,X).
