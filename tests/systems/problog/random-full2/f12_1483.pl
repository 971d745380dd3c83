:- use_module(library(lists)).
0.3::e0(2).
e1(3).
e1(2).
0.5::e1(1).
e2(2).
e2(3).
p00(Y) :- (Y == 1, p00(2), p00(3), between(1,3,Y), compare(O, Y, 1)) ; (p00(3), e2(3), e2(Y), Y >= 3, not e0(Y)).
p01 :- Y \== 3, p01, p00(Y), p00(3), Y =:= 2.
0.1::p01 <- e0(Y), Y < 3.
0.2::p01 :- p00(X).
p10 :- (p01) ; (p00(3), e0(3), e0(X), X = 2).
0.7::p10 :- p01, e1(Z), e0(Z), Z @>= 3.
p10 :- e0(Z), e2(3), p00(X), \+ e0(Z).
P::p20(Y) :- (p21(Y), e0(1), p00(Y), Y @=< 2), P is Y / 4.
p21(3) :- p01, p01.
p21(X) :- (p21(2), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 2) ; (p01, e1(Z), e0(3), between(1,3,X)).
p21(X) :- e2(2), between(1,3,X).
p30(Y) :- p30(X), e0(Z), e0(3), between(1,3,Y).
p30(X) :- p00(1), between(1,3,X).
p30(Y) :- e1(Z), e2(Z), p00(Z), between(1,3,Y).
query(p20(2)).
query(p10).
query(e2(X)) :- between(1,2,X).
evidence(p21(2), false).
