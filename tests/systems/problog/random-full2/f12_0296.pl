:- use_module(library(lists)).
0.5::e0(2).
0.1::e1.
0.6::e2(2).
0.7::e2(3).
0.1::e2(2); 0.2::e2(3).
p00(X) :- p00(Z), e0(Y), between(1,3,X), not e0(Y).
p00(X) :- p00(Z), e0(Z), e2(1), between(1,3,X), not e0(X).
P::p00(Y) <- (e0(3), e2(Y), call(e2, 2), T =.. [g, Y], T \== g(0)), P is Y / 4.
p10 :- e2(3), call(p00, 3).
p10 :- e0(Y), \+ e1.
p20 :- e1, p10, p00(X), not e2(X), T =.. [g, X], T \== g(0).
p20 :- p10, e2(Y), findall(V, e0(V), L), length(L, N), N >= 1.
0.75::p20 :- p10, p10.
P::p30(Y) :- (e0(Y), p31(X), X \= X, call(e0, 3)), P is Y / 4.
p31(3) :- (p30(Y), not e0(1), W is Y + 1, W < 5) ; (e1, p20, \+ p20).
p31(Y) <- (Y \== 2, e1, e1, e2(Y), \+ e1) ; (e1, p20, between(1,3,Y)).
p31(Y) :- e1, p30(X), p10, between(1,3,Y), T =.. [g, X], T \== g(0).
query(p00(X)).
query(e1).
query(p10).
