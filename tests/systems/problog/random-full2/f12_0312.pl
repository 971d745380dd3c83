:- use_module(library(lists)).
0.8::e0(2).
0.2::e0(2); 0.2::e0(3).
e1(2).
e1(3).
0.7::e1(1).
e2.
p00(Y) :- e0(3), e0(X), p01(1,X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
P::p00(X) :- (e2, between(1,3,X)), P is X / 4.
p01(X,Y) :- e1(Z), e1(Z), between(1,3,X), between(1,3,Y), \+ e2, Z < 2.
0.8::p10 :- e0(Y), e2, e0(Y).
p10 :- p01(Z,X), p10, Z \= Z.
p11 :- (p01(X,X), p01(Z,3), \+ p00(Z)) ; (p01(2,X), p00(Y), p10, Y @< 2).
p20(X) :- p20(1), between(1,3,X).
p20(X) :- (p11, between(1,3,X), X =:= 2) ; (p20(X), p10, p00(X)).
p21(X) :- p01(1,2), e0(Z), between(1,3,X).
p21(Y) <- Y == 1, p20(1), e2, e1(X), between(1,3,Y), Y @>= 1.
p30(Y,Y) :- p10, between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 2.
P::p30(Y,Y) :- (e1(Y), Y >= 2), P is Y / 4.
p30(X,Y) :- p20(3), between(1,3,X), between(1,3,Y).
query(e2).
query(e1(1)).
query(\+ p00(3)).
