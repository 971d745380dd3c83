:- use_module(library(lists)).
0.75::e0(2).
0.2::e0(3).
0.2::e0(1); 0.3::e0(2); 0.1::e0(3).
0.7::e1(2,1).
0.6::e1(2,2).
0.1::e1(3,3); 0.2::e1(1,1); 0.1::e1(2,2).
p00(Y) :- e1(Z,Z), p00(Z), p00(Z), between(1,3,Y).
p00(X) :- p00(X), e1(X,X), e0(2).
p10(Y) :- e0(Z), p10(2), between(1,3,Y).
p11(X,X) :- p11(1,X), p10(X), X \== X, call(e1, X, X).
p11(X,2) :- p00(Z), p11(Z,3), between(1,3,X).
0.3::p11(Y,Y) :- p00(3), e1(3,3), between(1,3,Y).
p20(Y,Y) :- (p10(Z), between(1,3,Y), Z == Y, \+ e1(Z,2)) ; (p20(Z,X), p11(Y,X), findall(V, e0(V), L), L = [], not e0(3)).
p20(Y,Y) :- p20(1,Z), p11(Z,Z), between(1,3,Y), compare(O, Z, 1), \+ e0(Y).
P::p20(X,Y) :- (p00(2), between(1,3,X), between(1,3,Y), call(p00, Y), call(e0, X)), P is X / 4.
0.3::p21(X,X) :- e1(3,Z), between(1,3,X).
p21(X,1) :- p20(3,Y), p21(Y,2), between(1,3,X), \+ p11(2,X), \+ p10(X).
P::p21(X,2) <- (e0(Z), e1(1,3), between(1,3,X), call(p11, X, 3)), P is X / 4.
query(p00(Y)).
query(\+ p10(2)).
