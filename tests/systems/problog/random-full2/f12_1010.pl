:- use_module(library(lists)).
0.5::e0(3).
0.3::e0(3); 0.1::e0(2); 0.3::e0(1).
0.9::e1(3,2).
e1(2,3).
0.8::e1(2,1).
p00(X,Y) <- e1(2,Z), between(1,3,X), between(1,3,Y).
P::p00(Y,X) :- (e1(X,1), between(1,3,Y), Y == 2, compare(O, Y, 1)), P is Y / 4.
p00(3,3) :- p00(2,Y), e0(Y), p00(Y,X).
p10(X,1) :- e1(Y,1), between(1,3,X), findall(V, e0(V), L), L = [].
0.2::p10(X,X) :- p00(Y,X), p10(3,X), not e1(X,X).
query(p00(X,1)).
query(p00(X,X)) :- between(1,2,X).
