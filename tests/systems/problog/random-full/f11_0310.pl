:- use_module(library(lists)).
0.2::e0(2,2); 0.1::e0(3,3); 0.2::e0(1,1).
0.4::e1(1).
p00(X) :- e0(Z,Y), p01(3,Y), between(1,3,X), \+ e0(2,2).
p01(X,2) :- Y == 2, e1(Y), e1(Y), e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0).
P::p01(Y,X) :- (p00(1), e1(3), p00(1), between(1,3,X), between(1,3,Y), compare(O, X, 1)), P is Y / 4.
p10(X,Y) :- p01(Y,2), between(1,3,X).
p20 :- e0(X,Z), p00(3), p00(1), \+ e0(X,3), W is X + 3, W < 5.
p21 :- e1(1).
p21 :- e1(Z), findall(V, e1(V), L), L \= [].
p21 <- (p00(Z), e0(Z,2), p20, W is Z + 2, W < 5) ; (e1(Z), Z @=< 3, findall(V, p10(Z,V), L), length(L, N), N >= 2).
P::p30(Y,X) :- (p21, p01(X,Z), e0(Z,Z), between(1,3,Y), \+ p01(Z,X)), P is Y / 4.
P::p30(X,3) :- (e0(X,Z)), P is X / 4.
0.8::p30(Y,X) :- p20, between(1,3,X), between(1,3,Y), X == 3, T =.. [g, Y], T \== g(0).
query(p10(1,1)).
query(p00(3)).
query(\+ p10(1,2)).
