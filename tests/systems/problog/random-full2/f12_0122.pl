:- use_module(library(lists)).
0.4::e1(2).
0.3::e1(1); 0.1::e1(3); 0.2::e1(2).
0.7::e2.
p00(Y) <- e1(Z), e1(Z), between(1,3,Y).
P::p10(X,Y) :- (e2, p10(Y,3), e0(2,1), between(1,3,X), \+ p00(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p10(X,X) :- p00(Z), e1(Z), between(1,3,X), findall(V, e0(X,V), L), L = [].
P::p10(X,Y) :- (p11, between(1,3,X), between(1,3,Y)), P is X / 4.
p11 :- p11, not e1(3).
p20 :- (e2, e2, T =.. [g, 3], T \== g(0)) ; (p10(X,Z), p00(1), X \= X, not p00(X)).
p20 :- p20.
p20 :- p21, p21, e2.
0.75::p21 :- p00(Z), T =.. [g, Z], T \== g(0).
query(e2).
query(e0(1,X)).
query(p21) :- between(1,2,X).
query(\+ p20).
