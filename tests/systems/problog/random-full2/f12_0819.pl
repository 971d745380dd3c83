:- use_module(library(lists)).
0.75::e0(3,2).
0.8::e0(2,2).
0.2::e0(2,2); 0.3::e0(3,3); 0.2::e0(1,1).
e1(3,1).
0.2::e1(1,3).
0.4::p00(3) :- (p01(Y,Z)) ; (Z == 1, p00(Z), p01(Z,Z)).
0.8::p00(X) :- (p00(2), e0(2,Y), between(1,3,X)) ; (p00(Z), between(1,3,X), W is Z + 1, W < 5).
p01(Y,1) :- e1(Y,Z).
p01(X,X) :- p00(2), p01(X,3).
p10(3) :- p10(Y), p00(3), W is Y + 3, W < 5, not p01(Y,1).
p10(Y) :- p10(Y), e1(1,Z), p10(Y).
p20(Y,Y) <- p00(Z), p21, between(1,3,Y).
P::p20(X,Y) <- (e1(X,3), p20(Z,3), p01(Z,Z), between(1,3,Y), findall(V, p10(V), L), L \= []), P is X / 4.
0.4::p21 :- e0(Y,1), p20(Z,Y).
p30(2) :- p30(Y).
p30(X) :- p20(Z,Z), e1(3,Z), between(1,3,X), \+ p00(Z).
P::p30(X) :- (p20(Z,2), p21, between(1,3,X), Z @=< 2), P is X / 4.
p31(1,Y) :- p21, e1(Y,Y), e0(Y,X).
p31(X,X) :- e0(Z,2), between(1,3,X).
query(p00(3)).
query(e1(X,Y)).
query(e0(1,3)).
query(p30(X)) :- between(1,2,X).
evidence(p21, false).
