:- use_module(library(lists)).
0.75::e0(3).
e0(1).
0.3::e0(3); 0.2::e0(2); 0.1::e0(1).
0.1::e1.
p00 :- p00, p00, e0(2), subquery(e0(3), Q), Q > 0.33.
p01(Y,2) :- p00, e0(X), p00, between(1,3,Y), findall(V, e0(V), L), L = [].
\+p01(3,Y) :- e0(Y).
p10(Y,X) :- p10(Z,Z), p01(Z,Z), e1, between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0), X >= 3.
P::p10(3,Y) :- (p00, e1, between(1,3,Y)), P is Y / 4.
0.2::\+p10(Y,X) :- e0(X), between(1, 3, Y).
p11(1) :- p01(X,X), \+ e1.
p20(2) :- p01(Y,2).
p20(X) :- (p00, between(1,3,X), findall(V, p01(X,V), L), length(L, N), N >= 2) ; (p00, between(1,3,X), compare(O, X, 3)).
0.9::p20(X) :- p00, p01(Z,2), p10(Z,Z), between(1,3,X), findall(V, p01(X,V), L), sort(L, S), length(S, N), N < 2, X \= X.
p30(Y) :- p01(X,3), p00, p11(X), between(1,3,Y), T =.. [g, X], T \== g(0), X @=< 1.
\+p30(X) :- e0(X).
query(p01(X,3)).
query(p30(1)).
evidence(p11(1), false).
