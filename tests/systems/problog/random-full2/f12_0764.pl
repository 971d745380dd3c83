:- use_module(library(lists)).
0.8::e0(2,2).
0.1::e0(3,3); 0.2::e0(1,1).
0.7::e1.
e2.
0.9::e3(2).
p00(1) :- e1.
p00(X) <- p00(X), e3(2), \+ e1, X = 3.
p01(X) :- (e3(2), p01(3), between(1,3,X), T =.. [g, X], T \== g(0)) ; (e2, between(1,3,X)).
P::p01(X) :- (e3(X), p01(X), not e0(X,X)), P is X / 4.
P::p10(X) :- (e1, p01(1), between(1,3,X), not p01(X), T =.. [g, X], T \== g(0)), P is X / 4.
p11(2) :- (e1, e2, e1) ; (p00(X), p10(X)).
p20(X,X) <- e0(X,Y), p11(X), p11(Y), Y = 3, X @< f(1).
p21(X,Y) :- p10(Y), e3(Z), p11(Z), between(1,3,X).
0.9::p30(X,X) :- (e2, p00(2), e0(X,2), X = X) ; (e1, between(1,3,X), X \= X, call(p00, X)).
p30(X,1) :- p10(Z), p01(Z), p21(1,3), between(1,3,X), call(p01, X), W is Z + 2, W < 5.
p30(X,Y) :- e2, between(1,3,X), between(1,3,Y), findall(V, e0(3,V), L), L = [], not p20(X,X).
query(p30(X,2)).
query(p21(X,1)).
query(p10(1)).
query(p11(X)) :- between(1,2,X).
query(\+ p01(3)).
evidence(p20(1,3), false).
