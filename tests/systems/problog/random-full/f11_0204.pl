:- use_module(library(lists)).
0.8::e0(1).
e0(2).
0.1::e0(3).
e1(2).
0.6::e1(1).
0.8::p00 :- (p01(Y), p00) ; (p01(1), p01(1), e1(Z), Z < 3).
p00 :- (e0(3), e0(Y), e0(2)) ; (p00, p01(X)).
0.2::p01(X) :- e1(3), between(1,3,X).
0.5::p01(X) :- e1(X).
p01(X) :- p00, p00, p00, between(1,3,X), X >= 2, call(e0, X).
p10(Y) :- (p10(3), p01(Z), p00, between(1,3,Y), not e0(1)) ; (e0(Z), between(1,3,Y), Z \== Y, Z @>= a).
p11(Y) :- e1(X), e0(X), e1(2), between(1,3,Y), \+ p00, Y =\= 2.
P::p11(Y) :- (e0(X), between(1,3,Y), W is X + 2, W < 5, findall(V, p01(V), L), L \= []), P is Y / 4.
p20(X,Y) :- p10(3), p00, between(1,3,X), between(1,3,Y).
query(e1(1)).
query(\+ e1(1)).
evidence(p01(2), false).
