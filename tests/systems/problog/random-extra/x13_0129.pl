:- use_module(library(lists)).
0.8::e0(1,3).
e0(3,2).
e0(1,1).
0.4::e1(1).
0.2::e1(3); 0.2::e1(2).
p00 :- (e1(3), p00, \+ e0(3,2), \+ e1(2)) ; (p00, findall(V, e0(2,V), L), L \= [], \+ e0(1,3)).
p00 :- Y == 3, e1(Y), e1(3).
0.5::p00 :- p00, p00.
p10(X,X) :- p00, e0(X,Z), p10(X,Z), X < 3.
0.25::p10(2,X) :- (p00, p10(Z,Y), between(1,3,X)) ; (e0(Z,Y), e1(X), e0(Z,Z)).
p10(Y,Y) :- e0(Z,X), between(1,3,Y).
query(p00).
query(\+ p10(3,3)).
evidence(e1(2), true).
