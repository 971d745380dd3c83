:- use_module(library(lists)).
0.1::e0.
e1(3,3).
0.1::e1(2,1).
0.9::e2.
p00(3) :- e0, p01(Y), e2, Y @=< 3, \+ e1(3,Y).
p00(Y) <- (p00(3), e2, p00(X), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 1, X @=< 2) ; (e2, p00(Z), e3(Z), between(1,3,Y)).
P::p01(Y) <- (X \== 1, e2, p01(X), between(1,3,Y), findall(V, e1(Y,V), L), L \= []), P is Y / 4.
P::p01(Y) :- (p01(Y), e1(1,Y), Y =\= 2, \+ e1(Y,Y)), P is Y / 4.
p01(Y) :- e2, p01(Z), e3(Z), between(1,3,Y).
p10(Y,3) :- (e0, between(1,3,Y), compare(O, Y, 1)) ; (p10(X,X), between(1,3,Y)).
0.4::p11 :- e0, e1(1,Z), call(p01, 3).
p20 :- (e2, e3(3), call(e1, 3, 2), not p10(3,1)) ; (e2, p20).
p20 :- p11.
query(e2).
query(p20).
query(e0).
query(p00(X)) :- between(1,2,X).
