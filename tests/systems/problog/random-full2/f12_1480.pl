:- use_module(library(lists)).
0.4::e0(1,2).
0.3::e1.
0.2::e2.
p00(2,Y) <- e1, p00(1,3), between(1,3,Y).
p00(Y,Y) :- p00(3,2), p00(X,Z), e2, between(1,3,Y).
p10 :- p11(1), p00(Y,Y).
0.75::p10 :- (p00(3,3), e0(Z,X)) ; (p11(Z), call(p00, Z, Z)).
p10 :- p00(2,Z), p10, Z \== 1.
p11(Y) :- p11(Z), p10, between(1,3,Y).
p11(X) :- p11(X), p10, \+ p00(X,X).
p11(Y) :- Y \== 2, p11(1), between(1,3,Y), findall(V, p00(Y,V), L), L = [].
0.6::p20(X) :- (e2, between(1,3,X), X == 1, T =.. [g, X], T \== g(0)) ; (p20(Z), p20(Y), between(1,3,X), W is Z + 3, W < 5).
p20(Y) :- (p20(1), e0(Y,X), p11(3)) ; (e0(Y,Z), e0(Z,3), call(p11, Z), \+ p00(Y,Z)).
query(p20(Y)).
query(p11(X)) :- between(1,2,X).
query(\+ e1).
