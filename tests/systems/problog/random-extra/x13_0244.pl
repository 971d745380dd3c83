:- use_module(library(lists)).
0.8::e0(1,3).
0.3::e0(1,1).
0.6::e0(1,2).
0.25::e0(3,2).
0.5::e1(2).
0.5::e1(1).
0.8::e2(1,3).
0.7::e2(3,3).
0.2::e2(3,2).
0.3::e2(1,1); 0.3::e2(2,2).
p00 :- (e2(Z,Y), p00) ; (e0(Z,X), p01(2), p00, call(e1, Z), X @>= f(1)).
0.75::p00 :- p00.
0.25::p01(Y) :- e0(3,Z), e0(3,Z), between(1,3,Y), W is Z + 2, W < 5.
p01(3) :- e2(Y,Z), call(e1, Z).
p10(X) :- p10(X), \+ e1(1), X \= X.
p10(1) :- e2(Y,Y).
\+p10(1) :- e0(3,3).
p20 :- e1(X), T =.. [g, X], T \== g(0), findall(V, e0(2,V), L), sort(L, S), length(S, N), N < 2.
p20 :- e0(Z,Z), W is Z + 1, W < 5.
p20 :- (e0(X,X), p00) ; (p21(Z,2), e1(Z), e1(Z)).
p21(1,X) :- e1(1), between(1,3,X).
p30(Y) :- Z \== 2, e2(X,Z), between(1,3,Y), not p10(X).
p30(Y) :- e0(X,Z), p30(Z), between(1,3,Y).
P::p30(X) :- (p20, between(1,3,X), subquery(e1(3), Q), Q < 0.33), P is X / 4.
\+p30(Y) :- e2(Y,3).
p31(X) :- (X \== 1, e0(2,2), p01(Z), between(1,3,X), findall(V, p21(X,V), L), sort(L, S), length(S, N), N < 2) ; (e0(Y,1), p20, between(1,3,X), W is Y + 1, W < 5).
p31(3) :- p31(X), p01(X), X \== 3.
p31(X) :- p20, between(1,3,X), findall(V, p01(V), L), L \= [], call(e2, X, X).
query(p00).
query(p01(2)).
query(p01(3)).
query(p20) :- between(1,2,X).
