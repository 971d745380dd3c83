:- use_module(library(lists)).
e0(2,2).
e0(2,3).
e1(1,1).
0.9::e1(2,2).
0.8::e2.
0.25::e3(2,2).
0.2::e3(2,2); 0.2::e3(3,3); 0.1::e3(1,1).
p00(X) :- p00(Z), e1(Z,1), p00(1), between(1,3,X), T =.. [g, Z], T \== g(0).
p10(X,X) :- p11(Y), between(1,3,X), T =.. [g, Y], T \== g(0), call(e0, 2, X).
p11(Y) :- p00(3), e0(3,X), between(1,3,Y), call(e3, X, X).
p11(1) :- e1(Y,2), e1(Y,Y).
p20(Y) :- p10(Z,X), p21(2), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2.
P::p20(X) :- (e3(1,3), p21(1), e1(Y,Y), between(1,3,X), subquery(e1(2,2), Q), Q < 0.33), P is X / 4.
p20(1) :- e0(Y,Y).
p21(X) :- e2, p00(Y), p00(Y), between(1,3,X), X =\= 1, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p21(Y) :- p20(Z), between(1,3,Y), \+ p00(Z).
p30 :- X == 3, p10(X,Z), p10(Z,2), e0(1,2), \+ e3(Z,X).
0.5::p31 :- p00(3), p00(Z), p11(Z), Z @>= a, \+ p21(Z).
p31 :- (p00(Y), p20(Y), p11(Z), W is Y + 2, W < 5) ; (p11(X)).
query(p21(2)).
query(e3(X,1)).
query(p30).
