:- use_module(library(lists)).
0.9::e0(1).
0.4::e1(3,2).
e1(2,1).
0.4::e1(3,3).
0.2::e1(3,3); 0.2::e1(2,2); 0.1::e1(1,1).
0.25::e2(3).
0.2::e2(3); 0.2::e2(1).
p00(X) :- (e2(Y), between(1,3,X), Y == 2, call(e0, Y)) ; (p00(X), e2(X), e1(Y,3), call(e2, Y)).
p10(3) <- e2(X), p10(Z), p10(Z), X @=< a, \+ e1(X,2).
0.4::p10(Y) :- (e0(Z), between(1,3,Y), W is Y + 3, W < 5) ; (e2(X), p00(1), p00(1), between(1,3,Y), findall(V, e2(V), L), L \= [], compare(O, X, 3)).
p10(X) :- e1(X,Y), e0(Y).
p20(X) :- e0(3), p20(Z), p20(Z), between(1,3,X).
p20(X) :- e2(X), X =\= 2, \+ e2(2).
P::p21(X) <- (e2(Y), p00(1), between(1,3,X), \+ e1(X,3)), P is X / 4.
0.2::p21(3) :- p20(Z), p21(Z), e1(Z,Z), Z = Z, call(e0, Z).
p21(Y) :- e0(1), between(1,3,Y).
query(p21(2)).
query(p20(X)).
query(p00(X)) :- between(1,2,X).
