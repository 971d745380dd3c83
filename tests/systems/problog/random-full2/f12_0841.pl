:- use_module(library(lists)).
0.9::e0(2,1).
e0(1,1).
0.1::e0(1,1); 0.2::e0(3,3).
0.4::e1(2).
0.1::e1(1); 0.2::e1(3); 0.2::e1(2).
0.8::e2.
p00(Y) :- (e1(2), between(1,3,Y), findall(V, e1(V), L), L \= []) ; (p00(X), p01(X,X), p01(1,X), between(1,3,Y), \+ e1(Y)).
p00(Y) :- Y \== 1, e1(X), p00(X), between(1,3,Y), T =.. [g, X], T \== g(0).
P::p01(X,Y) :- ((p01(X,1), e2, e2, between(1,3,Y)) ; (Y == 3, e2, e2, p01(X,X), between(1,3,Y), Y =\= 2)), P is Y / 4.
P::p10(X) <- (e1(Z), e0(Y,1), e2, between(1,3,X)), P is X / 4.
0.2::p10(X) :- p00(X), e1(X), e0(X,X), X =:= 1.
p10(2) :- p00(Y), p01(Z,3), Z @< 1, W is Z + 2, W < 5.
p20(Y) :- e2, e2, between(1,3,Y).
0.7::p20(Y) <- Y \== 3, e1(2), e2, between(1,3,Y), Y =\= 1.
P::p30(Y) :- (e0(1,Y)), P is Y / 4.
P::p30(X) <- (p20(3), p00(Y), between(1,3,X), Y \= X), P is X / 4.
query(p30(2)).
query(p01(X,X)) :- between(1,2,X).
evidence(p10(3), false).
