:- use_module(library(lists)).
0.5::e0(2).
0.3::e0(1).
0.75::e1(1,3).
0.25::e1(1,1).
p00(Y,2) <- e1(1,X), between(1,3,Y).
p00(X,X) :- p00(Y,1), e0(1), e0(Y), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, Y], T \== g(0).
P::p01(1,X) :- (e1(3,3), p00(Z,Y), p01(Y,3), between(1,3,X)), P is X / 4.
p10 :- (p10, p01(X,Y), findall(V, p01(2,V), L), L = [], Y \= X) ; (p11(Y), p10, W is Y + 1, W < 5).
p10 :- p11(X), p11(Z), e1(2,X), call(p00, 2, Z).
p11(Y) :- e1(Y,Z).
P::p11(Y) :- (e1(1,3), p00(Y,3), p00(2,1), Y = 3), P is Y / 4.
query(p10).
query(e0(Y)).
query(e1(Y,Y)).
