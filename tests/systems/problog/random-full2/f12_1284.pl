:- use_module(library(lists)).
0.6::e0(2,3).
0.6::e0(3,3).
0.2::e1(1,3).
0.9::e3(3).
0.25::e3(2).
p00(3,Y) :- e1(3,Y), T =.. [g, Y], T \== g(0), \+ e1(Y,Y).
p01(X) :- p00(Z,2), e3(3), between(1,3,X), findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2.
p10 :- e0(X,1), p10, W is X + 1, W < 5.
p10 :- e0(3,Z), p10, p10, Z =:= 2, \+ e2(Z,2).
p10 :- p10, p11(2), e3(1), not e2(3,2).
p11(X) :- p00(3,2), between(1,3,X).
P::p11(Y) :- (p11(Y), e0(2,3), e1(3,Y)), P is Y / 4.
0.7::p11(3) :- p11(Z), Z =:= 3, \+ e0(Z,Z).
query(e3(2)).
query(p00(X,3)).
query(e1(2,X)).
query(e0(X,X)) :- between(1,2,X).
