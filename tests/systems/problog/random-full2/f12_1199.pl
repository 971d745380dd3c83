:- use_module(library(lists)).
0.6::e0(3,3).
0.75::e1(1).
0.3::e1(3).
e2.
0.4::e3.
p00 :- (e3, e0(X,1), \+ e3) ; (e2, p00).
0.1::p00 :- (p00) ; (e0(X,1), e1(X), e2).
p01(X,Y) :- (Y \== 3, e1(X), between(1,3,Y), Y @=< 3) ; (X \== 1, e2, p01(2,1), between(1,3,X), between(1,3,Y)).
0.4::p01(X,Y) <- e1(Y), between(1,3,X), \+ e3, call(e1, 1).
0.2::p01(2,X) :- e1(Y), e0(2,Y), e1(Z), between(1,3,X), not e1(1).
0.1::p10 :- p11, e0(Y,X), e1(1).
p11 :- X == 2, p10, e1(X), p10, findall(V, p01(X,V), L), length(L, N), N >= 2.
0.3::p11 :- e1(Z), Z =\= 1.
p11 :- e1(Y), e0(Y,Y), Y = 1, W is Y + 3, W < 5.
p20(1,3) :- p20(X,2), e3, p20(X,X), X \== 3, \+ p10.
p20(X,Y) :- e0(Z,Z), p00, p20(Z,Z), between(1,3,X), between(1,3,Y), not e1(Z).
0.3::p20(X,X) :- p11, e2, p01(X,Y).
query(e3).
query(e0(X,1)).
