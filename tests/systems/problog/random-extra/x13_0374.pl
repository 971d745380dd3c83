:- use_module(library(lists)).
0.1::e0(1,1).
0.75::e0(1,3).
0.4::e0(2,3).
0.75::e1(1,2).
0.3::e1(3,2).
0.5::e1(1,3).
0.3::e2.
e3(3,3).
0.2::e3(3,3); 0.2::e3(1,1); 0.2::e3(2,2).
P::p00(Y) :- (p01(1,X), between(1,3,Y)), P is Y / 4.
P::p01(Y,3) :- (p00(1), e0(Y,Y), e3(Y,Y), findall(V, e3(Y,V), L), length(L, N), N >= 1, call(e3, Y, 2)), P is Y / 4.
p01(3,Y) :- (p00(X), between(1,3,Y)) ; (e1(2,X), between(1,3,Y)).
p01(Y,X) :- e0(Y,Z), between(1,3,X), Y == Y.
P::p10(X) :- (p11(1), between(1,3,X), \+ e2), P is X / 4.
P::p10(Y) :- (e3(Z,2), between(1,3,Y)), P is Y / 4.
p10(Y) :- p11(Z), e2, e0(Z,1), between(1,3,Y).
0.1::\+p10(X) :- e3(X,1).
p11(Y) :- Y == 3, e1(X,X), between(1,3,Y), X =\= 2.
p11(Y) :- (p01(Y,X), compare(O, X, 2), Y == Y) ; (e2, p10(3), between(1,3,Y)).
p11(1) :- p11(3), e1(1,X), e2.
p20 :- p21(X), p01(X,X), \+ e0(X,X).
p20 :- (p20, \+ e2) ; (e3(Y,Y), p01(1,2), e3(2,3)).
p21(Y) <- Y \== 2, p21(Y), Y < 1.
p30 :- p30, p30, subquery(p00(2), Q), Q > 0.33.
p30 :- e0(Y,1), p21(X), compare(O, Y, 3).
0.2::p30 <- p21(Y), e0(Y,2).
p31(Y,2) :- (p01(1,X), e2, p10(3), between(1,3,Y), W is Y + 3, W < 5) ; (p00(X), e0(3,X), between(1,3,Y)).
query(p31(1,2)).
query(e3(X,X)) :- between(1,2,X).
