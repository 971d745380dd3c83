:- use_module(library(lists)).
0.7::e0(2,3).
0.3::e0(3,3).
0.4::e1(3).
0.5::e2(1,1).
0.2::e2(3,2).
p00 :- e2(3,X), p00, e0(X,X), X \== X.
p00 :- p01(X), e0(X,X), \+ e1(X).
0.5::p01(2) :- e2(X,X), e2(Z,X), Z @< a.
0.6::p01(X) :- e1(Z), p01(3), p01(Z), between(1,3,X), Z < 3, Z >= 2.
p01(Y) :- e2(X,Z), e0(3,Z), e1(2), between(1,3,Y), findall(V, e2(X,V), L), L = [].
0.6::p10(Y) :- e0(X,2), e1(X), p00, between(1,3,Y), Y >= 1.
P::p10(Y) :- (e1(1), e1(Z), between(1,3,Y)), P is Y / 4.
p10(1) :- e1(Z), \+ p01(Z), not e0(Z,Z).
p20 :- (e2(3,1)) ; (p01(Z), p00, p10(Z), findall(V, p10(V), L), L \= []).
0.1::p30(Y,X) :- e2(3,Z), e1(Z), p20, between(1,3,X), between(1,3,Y), findall(V, e2(Y,V), L), L \= [], X @>= 2.
P::p30(Y,Y) :- (p01(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), findall(V, p10(V), L), length(L, N), N >= 1), P is Y / 4.
p30(2,1) :- p30(Z,Z), p00.
query(p20).
query(\+ e0(3,3)).
