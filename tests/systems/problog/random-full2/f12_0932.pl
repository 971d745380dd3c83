:- use_module(library(lists)).
0.6::e0(3,2).
0.1::e0(2,2); 0.3::e0(3,3); 0.3::e0(1,1).
p00(X) :- e0(Y,Z), between(1,3,X), \+ e1(Y), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p00(3) :- e0(Z,Z), e1(2), e1(Z).
p00(Y) :- e0(X,3), e1(1), e0(X,X), between(1,3,Y).
p10 :- p10.
p10 :- e1(Y), e1(3), e0(3,Y), T =.. [g, Y], T \== g(0), not p00(Y).
p10 :- p10, p11(2), not e1(1).
0.2::p11(Y) :- e0(3,Y), p10, p11(Y).
P::p11(Y) :- (p00(X), e0(2,X), between(1,3,Y), call(e0, Y, 2), \+ e1(Y)), P is Y / 4.
P::p11(X) :- ((e0(Z,2), p00(1), between(1,3,X), compare(O, X, 1), findall(V, e1(V), L), L = []) ; (e1(Y), p10, between(1,3,X), X =\= 2)), P is X / 4.
p20 :- (p10, p11(2), p11(X)) ; (p00(Y), e1(X), e1(Y)).
p30 :- p00(2), findall(V, e1(V), L), length(L, N), N >= 2.
p31 :- p00(2).
query(e1(1)).
query(e0(1,1)).
query(p30).
evidence(p20, false).
