:- use_module(library(lists)).
e0(1,1).
0.7::e1(3,3).
0.4::e1(2,1).
0.3::e1(2,2).
0.1::e1(1,3).
0.1::e1(2,2); 0.2::e1(1,1).
e2(1,2).
0.9::e2(1,1).
0.8::e2(3,3).
0.7::e2(2,1).
0.9::e3(3,1).
0.9::e3(3,2).
0.4::e3(2,2).
0.7::p00(X) :- e0(Z,1), e0(Z,Z), between(1,3,X).
0.4::p00(1) :- (e1(Y,1), e0(Y,3), p01(Y,Y)) ; (e2(Z,X), e2(3,Z)).
p00(Y) :- e2(Z,1), between(1,3,Y), Y =\= 2.
0.4::\+p00(X) :- e2(X,2).
P::p01(2,X) :- (e1(X,X), call(e2, 2, 3), X == X), P is X / 4.
p01(Y,Y) :- e3(Z,Y), e2(3,3), \+ e0(3,2), T =.. [g, Z], T \== g(0).
0.9::p10(X) :- p00(Y), between(1,3,X).
p10(X) :- (X \== 1, p11(2), e0(3,3), e0(Z,Y), between(1,3,X), subquery(p01(2,3), Q), Q < 0.33) ; (e0(Z,2), p10(Z), p00(Z), between(1,3,X), compare(O, X, 2)).
p11(Y) :- Y == 2, p01(3,Z), p01(Z,1), between(1,3,Y), findall(V, e1(Z,V), L), L = [].
p20(Y) <- p00(Y), \+ p10(1), call(p01, Y, 1).
p20(3) :- p20(3), e3(2,X).
p21 :- p01(Y,2).
0.8::\+p21 :- e1(2,2).
p30(Y,X) :- p20(2), between(1,3,X), between(1,3,Y), compare(O, X, 2).
p31(X) :- e3(X,Z), p20(Y), e0(Z,3), X < 1, \+ e0(X,Z).
query(p31(3)).
query(p00(X)).
evidence(p20(3), false).
