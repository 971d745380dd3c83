:- use_module(library(lists)).
0.6::e0.
e1(3,2).
0.2::e1(3,3); 0.3::e1(2,2).
p00(3) :- p00(Z), e0, Z \= Z.
P::p00(X) :- ((e1(1,X), e0, e1(Z,X), W is Z + 1, W < 5) ; (e0, e0, e0, between(1,3,X), X @< 2)), P is X / 4.
0.8::p00(Y) :- e1(Y,X), Y \= X, \+ e1(1,Y).
p10(2,3) :- p10(Z,1), e0, p10(Y,Z), Y < 2, W is Y + 2, W < 5.
p10(Y,Y) :- (e1(X,Z), e0, between(1,3,Y), call(e1, Y, Y), Z @>= 2) ; (p10(Y,Z), findall(V, p00(V), L), L \= [], \+ e1(Y,Z)).
query(e1(1,Y)).
query(e1(Y,Y)).
query(p00(X)).
query(\+ p00(2)).
evidence(e1(1,3), true).
