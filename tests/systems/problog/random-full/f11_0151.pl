:- use_module(library(lists)).
0.6::e0(3).
0.1::e0(2); 0.3::e0(1).
e1(1,3).
0.3::e1(3,3); 0.3::e1(2,2).
p00(Y,Y) :- (e0(2), p00(Z,X), between(1,3,Y), compare(O, Y, 1)) ; (e0(Y), p01(Y), e0(Y), call(e0, 1)).
p00(Y,Y) :- e0(3), between(1,3,Y), findall(V, e0(V), L), L \= [], \+ e0(1).
p01(Y) :- p01(Z), e1(Y,3), p01(Z), Z = Y, \+ e1(Z,Z).
P::p10(X) :- ((p00(Y,X), p00(X,3)) ; (e1(Z,Y), p00(Y,Z), between(1,3,X), Y \= 3)), P is X / 4.
p20(1) :- p01(X), e1(2,Y).
P::p20(X) :- (e0(X), p01(X), findall(V, p00(X,V), L), L \= [], call(e1, X, 2)), P is X / 4.
p20(X) :- p01(Z), between(1,3,X).
p30(Y) :- p30(Y), p20(Y), e0(2), findall(V, p20(V), L), L = [], findall(V, p10(V), L), L \= [].
query(p20(X)).
query(p00(2,3)).
query(p30(2)).
query(e1(X,X)) :- between(1,2,X).
