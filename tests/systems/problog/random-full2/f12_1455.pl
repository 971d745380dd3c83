:- use_module(library(lists)).
e0.
0.9::e1(1,3).
0.8::e1(2,3).
0.2::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
0.2::e2.
0.8::e3.
p00(Y) <- e0, between(1,3,Y).
p01(3) :- (e0, e1(2,3), e1(1,X), not e1(X,X)) ; (p01(Z), findall(V, e1(3,V), L), L \= []).
p01(X) :- p00(Z), e0, e1(Z,Z), between(1,3,X).
p10(Y) :- p10(Y), e1(Z,2), p11(Y), Y @< 2.
P::p11(Y) :- (p01(X), p11(2), p11(3), between(1,3,Y)), P is Y / 4.
query(p10(3)).
query(e0).
evidence(p10(3), false).
