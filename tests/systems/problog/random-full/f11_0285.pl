:- use_module(library(lists)).
e0(2).
0.7::e0(1).
0.75::e1(1).
0.75::e1(2).
0.2::e1(3); 0.3::e1(2); 0.2::e1(1).
0.6::e2.
p00(X) :- p00(X).
P::p01(X) :- (e2, p00(Z), e2, between(1,3,X), findall(V, e0(V), L), L = []), P is X / 4.
p01(X) :- (p01(Z), p00(Z), p00(Z), between(1,3,X)) ; (e2, e1(1), between(1,3,X), X @=< 1).
P::p01(Y) :- (e0(Z), p00(Z), between(1,3,Y), W is Y + 2, W < 5, call(e1, Z)), P is Y / 4.
p10 :- e0(Y), T =.. [g, Y], T \== g(0).
p20(Y) :- (p20(X), between(1,3,Y), Y @< 2) ; (p00(X), between(1,3,Y)).
p20(X) :- p20(2), between(1,3,X).
p20(X) <- (p20(2), between(1,3,X)) ; (e2, p00(Z), between(1,3,X), Z @=< 2).
p30(3) :- (p30(Z), \+ e0(Z), Z = Z) ; (p31(X), e0(X), e1(1), call(e0, 2), X =:= 2).
p31(Y) :- (p00(2), p20(2), e1(3), between(1,3,Y)) ; (Y == 2, p00(Y), e2, p10, \+ p10).
0.7::p31(X) :- p10, between(1,3,X).
query(p10).
query(e2).
