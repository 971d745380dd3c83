:- use_module(library(lists)).
0.6::e0(2).
0.3::e0(2); 0.3::e0(1).
e1.
e2(2,3).
0.25::p00 :- e0(1), findall(V, e2(3,V), L), length(L, N), N >= 1.
p00 :- e2(Z,Y), p00, p00.
p10 :- p10, \+ e0(1).
p11 :- p00, call(e2, 1, 2).
p11 :- e1, p10, e1, T =.. [g, 3], T \== g(0).
0.3::p20(3) <- (e0(X), e2(X,3), call(e2, X, 1), T =.. [g, X], T \== g(0)) ; (e2(X,Z), p20(2), p10, not e0(X)).
p20(2) :- p11, p10, T =.. [g, 1], T \== g(0), not e0(2).
P::p30(X) :- (p10, p30(Y), between(1,3,X), Y \= 1, T =.. [g, Y], T \== g(0)), P is X / 4.
p31(X) :- p20(1), between(1,3,X), not e2(2,X), \+ p00.
query(e2(3,1)).
query(e0(2)).
query(p31(X)) :- between(1,2,X).
query(\+ p20(3)).
evidence(e0(3), false).
