:- use_module(library(lists)).
0.7::e0(3).
e1(1,2).
e2.
0.9::e3(1).
0.2::e3(2); 0.3::e3(3).
0.3::p00 :- p01(3), e3(X), X \= X.
p00 :- (e1(Z,Y), p01(3)) ; (e1(3,2), p00, T =.. [g, 3], T \== g(0)).
p00 :- p00, e2, not e3(3).
P::p01(Y) :- ((p00, p00, p00, between(1,3,Y), findall(V, e0(V), L), L = []) ; (p00, e3(Y), p01(2), T =.. [g, Y], T \== g(0))), P is Y / 4.
0.3::p01(X) :- (e1(2,1), e2, between(1,3,X), X \= X, call(e3, X)) ; (e0(3), between(1,3,X)).
p01(X) :- e3(2), e0(Z), p00, between(1,3,X).
p10(2,2) <- e1(1,Y), p01(3), \+ p01(Y).
P::p10(Y,X) :- (e1(Y,Z), between(1,3,X)), P is X / 4.
p10(Y,Y) <- e3(3), e2, between(1,3,Y).
0.5::p11(X,X) :- p11(1,Z), e1(Y,3), e0(Z), between(1,3,X).
query(p10(2,Y)).
query(e0(1)).
