:- use_module(library(lists)).
0.2::e0(3,3).
0.6::e0(2,1).
0.25::e1(1,3).
0.1::e1(3,3); 0.3::e1(1,1).
0.75::p00(2) :- (e0(Z,Z), e1(Y,Z), e0(Y,Y), Z < 1, \+ e0(Y,1)) ; (p00(X), p00(2)).
P::p00(Y) :- (e0(3,1), between(1,3,Y), findall(V, e1(Y,V), L), L \= [], call(e1, Y, Y)), P is Y / 4.
p00(X) :- p00(X), e1(Z,X), T =.. [g, Z], T \== g(0), W is Z + 2, W < 5.
P::p10(Y) :- (p10(Y), e1(Z,Y), p10(Z)), P is Y / 4.
query(e1(Y,X)).
