:- use_module(library(lists)).
e0(3).
0.3::e0(3); 0.1::e0(1).
0.2::e1(2).
0.2::p00 :- e1(Z), p00, p00, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, subquery(e1(1), Q), Q < 0.33.
0.1::p00 :- e0(1), e0(X), p00.
p00 :- e1(Y), p00, e1(Y), findall(V, e1(V), L), length(L, N), N >= 1, Y @< 2.
p10(1) :- p10(1), call(e0, 1).
p10(3) :- (Z \== 3, p11(1), p11(Z), W is Z + 2, W < 5) ; (e0(2), e1(Z), Z == Z).
p10(X) :- p11(Y), p11(Y), between(1,3,X), Y =\= 2.
0.2::p11(Y) <- p00, between(1,3,Y), T =.. [g, Y], T \== g(0).
p11(Y) :- p00, p10(X), between(1,3,Y), \+ e1(X), call(e0, 2).
P::p11(X) :- (X == 3, e0(X), e1(2), not e1(X)), P is X / 4.
\+p11(Y) :- e0(Y).
p20 :- e0(2), p21(Y,X), Y >= 3.
0.6::p20 :- p11(Y), p10(Z).
0.8::p20 :- (e1(Y), p10(2), e0(2), findall(V, e1(V), L), L = []) ; (p21(3,1)).
p21(X,Y) :- p21(Y,Z), p11(1), p10(Y), between(1,3,X).
P::p21(Y,X) <- (e0(Y), p10(3), between(1,3,X), T =.. [g, Y], T \== g(0), not p11(Y)), P is X / 4.
0.9::\+p21(3,3) :- e1(3).
p30(Y,1) :- e0(3), between(1,3,Y), \+ e1(Y), \+ p21(Y,Y).
p30(X,X) :- p10(1), p11(Z), between(1,3,X), Z >= 1, \+ p11(Z).
query(p00).
query(p20).
query(p00).
