:- use_module(library(lists)).
0.25::e0(2).
0.25::e1(3,2).
e1(2,2).
0.2::e2(1).
0.4::e3(1).
0.3::e3(2); 0.2::e3(3).
0.2::p00 :- e2(Z), e1(Z,Z), not e1(Z,1).
p00 :- (e2(Z), e3(Z)) ; (e1(Z,Z), \+ e1(1,Z), Z =\= 1).
p10(Y) :- p11(3), e0(Y), e1(Y,1), Y == 1, not e0(Y).
P::p10(X) :- ((X \== 3, e0(Z), e0(2), between(1,3,X), Z =:= 3) ; (e2(X), p11(Z), e1(Z,Z))), P is X / 4.
0.7::\+p10(X) :- e3(X).
p11(Y) :- p10(X), e3(2), p00, between(1,3,Y), Y @=< 2, \+ e2(1).
p11(Y) :- (e1(3,Z), p11(Z), p11(3), between(1,3,Y)) ; (p00, e1(X,X), e3(X), between(1,3,Y), subquery(e0(3), Q), Q > 0.33, subquery(e0(3), Q), Q < 0.33).
0.4::p11(Y) <- e3(Z), p11(Z), between(1,3,Y), findall(V, e0(V), L), L = [].
0.9::p20(Y) :- e0(3), between(1,3,Y), Y =:= 2.
p20(Y) :- p20(X), between(1,3,Y).
query(e3(Y)).
query(p00).
query(p20(1)).
