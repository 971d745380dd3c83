:- use_module(library(lists)).
0.6::e0(2,1).
0.4::e0(3,2).
0.1::e0(3,3); 0.2::e0(2,2).
0.5::e1(2,3).
0.5::e2(1,3).
0.1::e2(2,1).
0.6::e3(3).
p00(2) <- e2(1,Y), e0(2,Y), e3(Z), Z >= 2, T =.. [g, Z], T \== g(0).
p00(Y) :- e3(X), e2(Z,X), e3(1), between(1,3,Y), findall(V, e1(Z,V), L), length(L, N), N >= 2.
p00(Y) :- e3(3), p00(Y), e1(2,X).
p10(X) <- e0(Z,Y), p00(3), e2(Z,Y), between(1,3,X).
p10(X) :- e3(Y), e1(Z,Z), e0(Y,Z), between(1,3,X), T =.. [g, Y], T \== g(0), \+ p00(Y).
0.6::p11(Y,Y) :- e1(Y,Y), W is Y + 1, W < 5.
p11(3,X) :- (p11(Z,X), p11(2,X), e1(3,2), T =.. [g, X], T \== g(0), W is X + 2, W < 5) ; (e3(3), p11(2,Y), between(1,3,X), \+ e2(Y,2), X @< 3).
P::p11(X,X) :- (p00(1), between(1,3,X), X @=< 1, X = X), P is X / 4.
p20 :- e0(3,Y), W is Y + 1, W < 5.
p20 :- e0(Z,X), e3(Z), e1(Z,2).
p20 :- p20, e1(3,3), p10(2), \+ e0(2,2).
query(e0(3,1)).
query(e3(1)).
query(p10(1)).
