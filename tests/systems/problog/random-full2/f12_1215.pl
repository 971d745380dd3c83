:- use_module(library(lists)).
e0(3,3).
0.3::e0(1,3).
0.75::e0(3,1).
e1(1).
0.2::e1(3).
0.1::e2(3,2).
e2(1,1).
0.7::e2(1,3).
0.2::e2(1,1); 0.1::e2(3,3); 0.1::e2(2,2).
e3(1).
0.3::e3(3); 0.3::e3(1).
p00 :- X \== 2, e2(X,Y), e3(X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p00 <- e0(Z,Y).
p01(X) :- e3(Z), e3(Y), between(1,3,X), W is Z + 1, W < 5, \+ e0(Y,Z).
P::p01(X) :- (p00, e3(3), between(1,3,X)), P is X / 4.
0.8::p01(Y) :- Y \== 2, e0(Z,1), p01(Z), between(1,3,Y), compare(O, Y, 3).
P::p10(X) :- (p10(3), p00, p10(2), between(1,3,X), \+ e0(X,1), not e3(X)), P is X / 4.
p10(2) :- (p10(1), e2(X,Y)) ; (e1(X)).
p11(Y,X) :- e0(Y,Z), e1(Y), between(1,3,X).
p11(X,X) :- e3(X), X < 3.
P::p11(2,Y) :- ((p00, between(1,3,Y)) ; (e1(X), p11(X,Z), e1(3), between(1,3,Y), X = X, Z @< f(1))), P is Y / 4.
p20(Y) :- p21, p10(Z), between(1,3,Y), W is Z + 1, W < 5, Z >= 2.
p20(Y) :- p01(2), between(1,3,Y), findall(V, p10(V), L), L = [], Y @< a.
p20(Y) :- (p11(2,Y), p11(3,Y), p21) ; (e0(3,X), e3(X), e2(X,X), between(1,3,Y)).
0.8::p21 :- p00, p10(2).
p30(X) <- p20(Z), between(1,3,X), X =:= 1.
P::p30(Y) :- (p11(Y,Y), e2(Y,3), p21), P is Y / 4.
p30(3) <- p21, p20(Z), p30(Z).
query(p30(2)).
