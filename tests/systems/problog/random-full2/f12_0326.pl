:- use_module(library(lists)).
e0(1).
e0(2).
0.3::e0(3); 0.1::e0(1).
0.3::e1.
0.3::e2(3).
p00(Y) :- e1, e2(Z), between(1,3,Y).
0.6::p00(X) <- p00(Y), e2(Y), between(1,3,X).
0.75::p00(Y) :- (e2(Y), p00(Y), e2(Y)) ; (Y == 2, e2(Z), e1, e1, between(1,3,Y), not e0(Z)).
p10(Y) :- (Y \== 2, e0(3), between(1,3,Y), Y == 3) ; (p10(X), between(1,3,Y)).
p10(2) :- p11(2), p11(Z), e1, \+ e2(Z).
p10(Y) :- p10(2), between(1,3,Y).
p11(Y) :- e1, between(1,3,Y), Y < 2, findall(V, e0(V), L), L = [].
p20 :- (p10(2)) ; (p10(3), p20, T =.. [g, 3], T \== g(0)).
p21(Y) :- p11(X), e2(2), between(1,3,Y).
p21(1) <- (p00(1), \+ e0(3)) ; (p20, p00(Y), e0(2)).
p21(X) :- X \== 1, p00(Z), e0(X), X =:= 1.
P::p30(X,Y) :- (e1, p21(3), between(1,3,X), between(1,3,Y)), P is X / 4.
p30(Y,Y) <- (p21(3), p10(X), between(1,3,Y)) ; (p10(1), p20, p11(X), between(1,3,Y), T =.. [g, Y], T \== g(0)).
p30(Y,X) :- Y == 3, p21(Y), p11(Y), e1, between(1,3,X), X = 3.
p31 <- p30(X,Z), e2(1), p31.
p31 <- p11(1), e1, e1, not p11(1).
p31 :- p20, p20, p11(2).
query(p00(X)).
query(\+ p10(3)).
