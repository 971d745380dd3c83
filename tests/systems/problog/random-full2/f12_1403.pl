:- use_module(library(lists)).
e0(2,1).
0.8::e1.
p00(Y,3) :- e0(Y,X), e0(X,Z), not e0(Z,X), Z =:= 3.
P::p10(X,Y) :- (p00(X,X), between(1,3,Y)), P is X / 4.
p10(X,Y) :- (p00(X,Z), e0(1,1), e0(X,3), between(1,3,Y)) ; (e1, e0(1,2), p10(X,3), between(1,3,Y), Y @< 1).
p10(3,2) :- p11, p10(1,Y).
p11 :- Y \== 2, p10(Y,Y), e1, p11, findall(V, p00(Y,V), L), L \= [].
p11 :- p10(X,Y), p11, p11, Y == 2, \+ p00(X,Y).
0.8::p20(Y,X) :- p10(Y,Y), e0(3,Z), between(1,3,X), findall(V, p10(2,V), L), L = [], T =.. [g, Y], T \== g(0).
p21 :- p00(3,Y), p11, \+ p10(2,Y), findall(V, e0(Y,V), L), L \= [].
0.1::p21 :- (X \== 1, p00(X,X), p20(X,3), e1, X = X) ; (p00(1,Y), p00(Y,3), p11, Y =:= 1).
p21 :- p21.
0.6::p30(Y) :- p11, between(1,3,Y), \+ e1.
query(p10(3,1)).
query(p20(X,3)).
query(e0(Y,X)).
