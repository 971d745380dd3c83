:- use_module(library(lists)).
e0(1).
0.8::e1.
p00(3) :- (p01(Z), e1, e1, Z \= 1, Z @< 1) ; (e0(X), e1, e1).
0.1::p00(3) :- (e0(Z), p01(Z), p00(Z)) ; (e1, e0(1), p01(3), T =.. [g, 2], T \== g(0), findall(V, e0(V), L), L = []).
0.25::p01(Y) :- p01(1), e0(3), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, not e0(Y).
0.75::p01(2) :- e1, e1, p00(Z), \+ e0(3), findall(V, e0(V), L), length(L, N), N >= 1.
p10 :- p10, p01(2), p10.
p20(X) :- p01(Y), p01(Y), p00(Y), between(1,3,X).
0.1::p20(X) :- e0(Y), between(1,3,X), X @=< a.
p30(Y) :- p20(Y), p10, \+ e1.
0.9::p30(Y) <- (e1, between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (Y \== 2, p01(X), between(1,3,Y), not p20(X)).
p31(Y) :- p01(X), p30(X), between(1,3,Y), Y >= 2.
query(p31(2)).
query(e1).
