:- use_module(library(lists)).
0.5::e0(3,3).
0.6::e0(3,1).
0.25::e1(3,1).
p00(3,2) :- (e1(Z,Y)) ; (e0(X,1), e0(X,1)).
0.2::p01(1) :- p01(Z), e1(1,3).
p01(X) :- p00(Z,Z), between(1,3,X), findall(V, e1(X,V), L), L \= [].
0.75::p10(3) :- e0(Y,1), p00(Y,X), T =.. [g, Y], T \== g(0).
p10(X) :- e1(Z,Y), p01(Y), p00(1,Z), between(1,3,X).
p10(3) :- (e1(X,X), p01(1)) ; (p10(1), p01(2), p00(Y,Y)).
p20(Y) :- p10(X), e1(2,Z), between(1,3,Y), X == Z, W is X + 3, W < 5.
p20(Y) <- p20(X), p20(X), e1(X,2), between(1,3,Y), \+ e0(X,Y), T =.. [g, X], T \== g(0).
p20(Y) :- e1(Z,X), between(1,3,Y), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p21 :- p00(2,3), \+ e0(1,3), \+ p00(3,2).
p21 :- p21, call(e0, 3, 2).
0.25::p30 :- (p10(X), p01(X), p01(1), call(p20, X)) ; (p20(X), p10(X), e1(3,3), X @< f(1)).
query(p20(3)).
query(e0(2,2)).
query(p30).
evidence(p01(1), true).
