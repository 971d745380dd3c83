:- use_module(library(lists)).
0.7::e0(1,3).
0.1::e1(3).
0.3::e1(1); 0.1::e1(3).
0.2::e2(1,1); 0.3::e2(3,3).
p00 :- (e1(2), not e1(3), T =.. [g, 1], T \== g(0)) ; (e0(X,Y), p01, e0(3,2)).
p00 :- e2(X,X), e0(Y,X), T =.. [g, X], T \== g(0).
p00 :- e0(3,Y), e0(X,Y), \+ e1(Y), call(e2, 1, 2).
0.9::p01 :- (p00, T =.. [g, 2], T \== g(0)) ; (p00).
0.25::p10(3) :- (e1(2)) ; (e0(2,X), p00, T =.. [g, X], T \== g(0)).
p10(X) :- p01, e2(Y,Z), between(1,3,X).
p10(2) :- p01.
P::p20(Y) :- (p10(X), e2(X,X), p20(X), between(1,3,Y), findall(V, e2(3,V), L), sort(L, S), length(S, N), N < 2, Y \== X), P is Y / 4.
P::p20(X) :- ((p00, e0(X,Y), e0(1,Z), Y @< 2) ; (e1(X), p01, \+ e1(2), call(e0, X, X))), P is X / 4.
0.4::p21(Y) :- p20(3), between(1,3,Y).
query(p01).
query(p21(2)).
query(e0(X,1)).
query(p01) :- between(1,2,X).
query(\+ p10(3)).
