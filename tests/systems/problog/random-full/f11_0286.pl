:- use_module(library(lists)).
0.8::e0.
0.1::e1(2,2).
0.75::e1(3,1).
0.4::e2(3,2).
e2(1,1).
0.1::e2(3,3); 0.2::e2(2,2).
0.6::e3(2,1).
p00 :- e2(3,Y), Y >= 3.
p10 :- (p00, e2(X,3), p10, W is X + 1, W < 5) ; (e1(Z,Z), e1(3,Z)).
p11(X,Y) :- p10, between(1,3,X), between(1,3,Y).
P::p11(Y,1) :- (p10, e1(Z,Z), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p20(Y,X) :- Y == 1, e2(2,X), e1(X,X), p10, between(1,3,Y), W is X + 1, W < 5.
p21(Y) :- e0, p21(3), between(1,3,Y), W is Y + 2, W < 5, compare(O, Y, 2).
P::p21(X) :- ((p11(3,X), X == X, findall(V, p11(X,V), L), L \= []) ; (e2(Z,Z), p21(Z), between(1,3,X))), P is X / 4.
p21(X) :- p21(1), p10, between(1,3,X), X @>= a, X < 3.
query(e3(1,Y)).
query(e3(3,3)).
