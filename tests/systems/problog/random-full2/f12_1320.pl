:- use_module(library(lists)).
0.75::e0(1,3).
e0(3,2).
e0(3,3).
0.2::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
e1(1,3).
0.9::e1(2,1).
0.1::e1(2,2); 0.2::e1(3,3); 0.3::e1(1,1).
p00 :- (X == 3, e0(X,Z), \+ e1(Z,Z)) ; (p00, p01(Z), e0(2,Z)).
P::p01(X) :- (p00, between(1,3,X)), P is X / 4.
0.8::p01(X) :- e1(Y,2), between(1,3,X), compare(O, X, 3).
p10(Y) :- p11, p00, e1(2,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y) :- (p00, between(1,3,Y), call(p01, Y), W is Y + 2, W < 5), P is Y / 4.
p11 :- (p11, call(e0, 1, 3), T =.. [g, 3], T \== g(0)) ; (X == 3, p11, p00, e0(X,X), not e0(X,1)).
p11 :- e0(Z,Y), call(p01, Z), \+ e1(Z,Z).
query(e1(Y,X)).
query(e1(X,X)) :- between(1,2,X).
