:- use_module(library(lists)).
0.8::e0(1).
0.6::e1(2,3).
0.9::e1(2,2).
e2(2,1).
p00(X) :- e0(X), findall(V, e1(X,V), L), L \= [].
p00(3) :- e2(Y,2), p00(3), e1(Y,Y).
P::p00(Y) :- (p01, e1(Y,Y), Y < 2), P is Y / 4.
p01 <- e1(Z,Y), p00(2), e2(2,Z), Z @< a.
0.3::p01 :- e2(Y,2), Y \= Y.
0.2::p10(1) :- (p11(Z), e1(1,Y), not e0(Y)) ; (e0(3), p01).
p11(2) <- e2(Y,Z), Y =:= 2, \+ e1(Y,3).
query(p10(Y)).
query(p11(X)).
query(p00(2)).
