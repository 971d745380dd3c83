:- use_module(library(lists)).
0.5::e0(2,1).
0.4::e1(3,2).
0.25::e1(2,2).
0.25::e1(1,3).
e2(2,3).
0.75::e3(1).
0.1::e3(3); 0.2::e3(2).
0.75::p00 <- e1(X,X), e1(X,X), p00.
P::p01(Y) :- ((e0(1,Y), p00, findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2) ; (e1(3,Y))), P is Y / 4.
p01(X) :- e2(X,Z), e1(Z,Z), e2(X,3), X \= 3, W is X + 2, W < 5.
P::p01(X) :- (e3(Y), e3(Y), between(1,3,X), T =.. [g, X], T \== g(0), compare(O, Y, 1)), P is X / 4.
p10 :- p11, e0(X,1).
0.8::p10 :- p00, p00, p11.
p11 :- e3(Z), p11, p10, \+ e0(Z,2), \+ p00.
P::p20(1,X) :- (e3(X), \+ e3(X), X \== 2), P is X / 4.
query(p01(2)).
query(p01(2)).
query(p00).
evidence(p10, false).
