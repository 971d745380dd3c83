:- use_module(library(lists)).
e0(3).
0.7::e0(1).
0.3::e0(2); 0.1::e0(1).
e1.
e2.
0.9::e3(3).
p00(X) :- e0(Z), between(1,3,X).
P::p01(X,3) :- (p00(Y), p00(X), e0(X), T =.. [g, X], T \== g(0), not e3(Y)), P is X / 4.
p01(X,X) :- p00(Z), e3(2), p00(Z), between(1,3,X), X \= 3.
p01(Y,Y) :- p00(1), p01(X,2), between(1,3,Y), findall(V, e3(V), L), L = [].
p10(Y) :- (p01(X,Y), X =:= 2, X < 2) ; (e2, e2, p01(Y,1), Y \= Y, Y @>= 1).
p10(X) :- e1, p00(2), e1, between(1,3,X), compare(O, X, 3), T =.. [g, X], T \== g(0).
0.1::p11(X) :- p11(1), e2, between(1,3,X), X < 1, W is X + 1, W < 5.
P::p11(X) :- (e3(3), between(1,3,X), \+ e2), P is X / 4.
0.5::p11(X) :- e2, p10(Z), p11(X), Z @< 3, not e3(3).
query(e0(1)).
