:- use_module(library(lists)).
e0(1).
e0(3).
0.2::e0(2).
0.2::e0(1); 0.1::e0(2).
0.7::e1(3).
0.3::e1(1); 0.1::e1(3).
0.4::e2(2).
0.2::e2(3).
0.3::e2(3); 0.3::e2(2); 0.2::e2(1).
p00 :- e1(1), T =.. [g, 2], T \== g(0).
p00 :- p00, e2(X), p00, X == X.
p00 :- p00, e2(Y), T =.. [g, Y], T \== g(0).
p01(X) :- e0(Y), between(1,3,X), Y = 1.
0.75::p01(Y) :- p01(Y), p00, e0(Y), findall(V, e2(V), L), L = [], compare(O, Y, 3).
p01(X) :- e0(X).
p10(Y) :- p11, p10(X), e2(2), between(1,3,Y).
p11 <- (e0(Z), p11, p01(Z), call(e1, Z)) ; (e0(Z), e1(Z), p11, findall(V, e1(V), L), L \= []).
p11 :- e1(1), p10(1), e0(X), X =:= 1.
p11 :- p10(1), e2(1).
p20 :- (p01(X), p20, not p01(X), findall(V, e1(V), L), L \= []) ; (p20).
p20 <- e1(X), e0(X), W is X + 2, W < 5.
p20 :- Z == 3, e1(Z), e1(1), W is Z + 3, W < 5.
query(e2(2)).
query(e0(2)).
query(\+ e2(3)).
evidence(e1(1), true).
