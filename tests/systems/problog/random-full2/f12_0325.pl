:- use_module(library(lists)).
0.4::e0(1).
0.3::e0(3).
0.9::e0(2).
e1(2).
0.1::e1(3); 0.1::e1(1).
p00(Y) :- p00(3), between(1,3,Y).
p10(Y) :- e0(X), between(1,3,Y), findall(V, e1(V), L), L \= [], T =.. [g, X], T \== g(0).
p10(X) :- p00(X), p10(X), W is X + 3, W < 5, X < 2.
p20(1) :- e0(1).
P::p21(Y) :- (Y == 3, e0(Z), e0(Y), p20(3)), P is Y / 4.
query(e0(1)).
