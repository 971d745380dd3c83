:- use_module(library(lists)).
0.9::e0(2,3).
0.3::e0(2,2); 0.2::e0(1,1); 0.2::e0(3,3).
0.75::e1.
0.25::e2.
p00(X) :- p01(Y), p01(2), e1, between(1,3,X), findall(V, e0(X,V), L), L = [].
p00(X) :- e1, p01(Y), e0(Y,Y), between(1,3,X).
p00(X) :- p00(3), between(1,3,X), findall(V, e0(X,V), L), L \= [].
p01(X) :- e0(1,2), e2, between(1,3,X), call(e0, X, 3).
p01(Y) :- e1, e0(1,X), between(1,3,Y).
p01(X) :- e2, e2, e2, between(1,3,X), T =.. [g, X], T \== g(0), X == X.
p10(3) :- e2, e1, e1.
p10(X) :- e0(1,Y), e2, p01(Y), between(1,3,X), X \== Y, not p01(X).
0.6::p10(3) <- (p01(Y), p01(3), W is Y + 3, W < 5, findall(V, e0(3,V), L), sum_list(L, T), T > 2) ; (e0(Y,3), e2, p00(Y)).
p20(Y) :- (p10(X), between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e2) ; (p20(3), p01(X), e2, between(1,3,Y)).
0.6::p20(X) :- p01(3), between(1,3,X), \+ p10(X).
query(e0(2,2)).
evidence(p00(3), false).
