:- use_module(library(lists)).
0.1::e0.
0.4::e1.
P::p00(Y) :- (p00(Y), p01(2), e0), P is Y / 4.
p00(3) <- e0, e1, p01(X), X @< 3.
0.3::p00(1) :- (e1, p01(Z), p01(2), Z =\= 3) ; (p00(Z), p01(1), e0, T =.. [g, Z], T \== g(0)).
p01(X) :- p00(1), p01(Z), between(1,3,X).
p10(2) :- (p00(Z), p10(3)) ; (p10(X), e0, p00(2)).
p10(Y) :- Y == 1, e1, between(1,3,Y).
p20 :- p01(2), p20, T =.. [g, 3], T \== g(0).
p20 :- p10(2).
p30(Y) :- p00(3), between(1,3,Y), Y @< 1.
0.5::p30(Y) :- p00(3), between(1,3,Y), findall(V, p00(V), L), L = [].
p30(X) :- p00(Y), p30(1), between(1,3,X).
query(p20).
