:- use_module(library(lists)).
0.4::e0(3).
e0(1).
0.8::e1(3,1).
0.25::e1(2,1).
e1(2,3).
0.3::e1(2,2); 0.3::e1(3,3).
0.2::e2.
p00(3,Y) :- (e1(Z,Y), p00(Z,X)) ; (e0(Y), p00(Y,X), p00(2,Y), X == 2).
p01(X,X) :- p00(2,Z), e0(Z), between(1,3,X).
p10(Y) :- e1(Y,X), e1(2,X), p10(X), findall(V, p00(Y,V), L), L = [].
P::p11(X) :- ((p10(Y), between(1,3,X)) ; (e0(3), between(1,3,X), X =:= 3)), P is X / 4.
p20 :- e0(X), p01(2,X), \+ e1(1,X).
P::p21(X,X) :- ((p11(3), p10(Y), e2, between(1,3,X), \+ p00(X,X), findall(V, p11(V), L), L \= []) ; (p01(3,Y), p01(3,Y), e2, between(1,3,X))), P is X / 4.
query(p11(X)).
query(p20).
query(e1(2,X)).
