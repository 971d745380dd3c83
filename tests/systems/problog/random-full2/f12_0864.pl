:- use_module(library(lists)).
e0(1).
e0(3).
0.9::e0(2).
0.3::e0(1); 0.1::e0(2); 0.3::e0(3).
0.25::e1(1,1).
e1(2,2).
0.5::e1(1,3).
0.5::e2.
0.2::e3(1).
e3(2).
0.2::e3(3).
p00 :- X \== 2, p01(1), p01(X), e1(2,X).
p00 :- e2.
p00 :- (p01(X), p00, p00, call(e1, 1, X), W is X + 1, W < 5) ; (p01(Y), e3(Y), findall(V, e1(1,V), L), L = []).
P::p01(Y) :- ((Y \== 1, e1(X,X), p00, between(1,3,Y)) ; (p00, e3(2), between(1,3,Y), T =.. [g, Y], T \== g(0), Y \== Y)), P is Y / 4.
p01(2) :- (p00, e1(Y,Z)) ; (X == 1, e2, e1(1,Z), e1(Z,X)).
0.8::p10 <- e1(X,3).
p10 :- e1(X,Y).
p10 :- e2, e1(X,Y), \+ e1(3,3).
p20(X,Y) :- (p00, e0(X), between(1,3,Y), Y < 3, T =.. [g, X], T \== g(0)) ; (e0(X), e2, between(1,3,Y), not e1(Y,Y), Y @=< 2).
query(p01(3)).
query(p00).
query(e0(X)).
query(\+ e0(1)).
