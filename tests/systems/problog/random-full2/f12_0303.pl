:- use_module(library(lists)).
0.25::e0(3).
0.3::e0(2).
e1(3,1).
0.2::e1(3,3); 0.2::e1(2,2).
0.4::e2(3,2).
0.1::e2(2,2); 0.3::e2(3,3); 0.2::e2(1,1).
e3(1).
0.9::e3(3).
0.2::e3(3); 0.3::e3(2); 0.2::e3(1).
0.1::p00(Y,Y) :- p01(Z,2), p01(Z,3), e3(Z), between(1,3,Y), Y =:= 3, findall(V, e3(V), L), L = [].
p00(X,Y) :- Y == 3, e0(Y), between(1,3,X), Y @>= 3.
p01(2,X) :- e1(3,Z), e2(3,Z), between(1,3,X), not e2(Z,Z).
p10(Y) :- e0(X), between(1,3,Y).
P::p11(X,X) :- (e0(Z), p11(Z,2), e3(Z), between(1,3,X)), P is X / 4.
query(p01(2,1)).
query(e3(X)) :- between(1,2,X).
