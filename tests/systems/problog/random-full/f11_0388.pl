:- use_module(library(lists)).
0.2::e0(1,2).
0.2::e0(2,2); 0.2::e0(1,1).
0.3::e1.
0.25::e2(2).
0.4::e2(3).
0.3::e2(1); 0.2::e2(3).
p00 :- e1, \+ e2(3).
0.4::p00 <- (e2(3), e2(Y), call(e0, Y, Y), \+ e2(Y)) ; (e0(X,Y)).
P::p10(X) :- (p10(3), e2(2), e0(2,Z), between(1,3,X), T =.. [g, Z], T \== g(0), \+ e0(X,1)), P is X / 4.
P::p10(Y) :- (e0(X,2), p00, between(1,3,Y)), P is Y / 4.
p11(2,Y) :- (e1, e2(X), between(1,3,Y)) ; (p00, between(1,3,Y), Y =:= 2).
0.9::p11(X,2) :- p10(Z), between(1,3,X), findall(V, e2(V), L), L = [], X =:= 2.
P::p11(2,Y) <- (e1, p10(X), e1, between(1,3,Y), Y @=< a), P is Y / 4.
p20(Y) :- Y == 2, p11(Y,X), p10(2), e1.
p20(X) :- e1, p20(3), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p20(X) <- Z \== 2, p20(Y), p11(Z,1), between(1,3,X), W is Y + 1, W < 5.
p30(1) :- e0(1,Z), Z \= Z, \+ p10(Z).
0.7::p30(Y) :- e2(X), between(1,3,Y), W is X + 1, W < 5, Y =\= 3.
p30(Y) :- p10(3), p11(Z,X), e0(1,Z), between(1,3,Y), findall(V, p20(V), L), L = [], \+ e2(Z).
query(p00).
query(p00).
query(e1).
