:- use_module(library(lists)).
0.25::e0(3,3).
0.3::e0(1,3).
0.5::e0(1,2).
0.25::e1(2,3).
0.2::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
0.3::p00(Y) <- e0(Z,X), p00(Z), between(1,3,Y).
p10 :- (e0(X,1), e1(X,Y), p10, findall(V, e0(X,V), L), L \= []) ; (p10, call(e1, 2, 3)).
p10 <- Y == 1, p10, e0(3,Y), e0(3,Y), W is Y + 3, W < 5.
p10 :- p10, e0(Z,2), e0(Z,Z).
0.2::p20(X,Y) :- p20(X,2), between(1,3,Y).
p20(3,Y) :- p21, between(1,3,Y).
p20(X,2) :- e1(Y,Z), p20(Y,Y), between(1,3,X).
p21 :- e0(Z,3), p21, call(e0, 2, 1), Z @=< f(1).
P::p30(Y) :- (e1(X,Y), e1(3,X)), P is Y / 4.
p30(X) :- p10, p10, p20(Y,Y), between(1,3,X).
P::p30(X) :- (p21, between(1,3,X), W is X + 2, W < 5), P is X / 4.
query(p00(2)).
query(e1(3,Y)).
query(e0(Y,Y)).
query(p00(X)) :- between(1,2,X).
