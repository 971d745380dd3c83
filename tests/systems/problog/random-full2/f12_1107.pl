:- use_module(library(lists)).
e0(1,1).
0.1::e0(2,2).
0.3::e0(2,2); 0.1::e0(3,3).
e1(1).
0.9::e1(2).
0.2::e1(2); 0.3::e1(1); 0.1::e1(3).
0.3::e2(1,3).
0.25::e2(1,2).
0.2::e2(1,1); 0.1::e2(3,3); 0.2::e2(2,2).
e3(1).
0.6::p00 <- e2(Z,Y).
0.3::p00 :- e3(Y), e2(X,1), not e3(3).
p00 :- e2(2,X), e2(X,X), e2(Y,3), call(e0, Y, X), findall(V, e2(Y,V), L), L = [].
p10(Y) :- e2(Z,1), between(1,3,Y), Y \== Z, \+ e3(Z).
p10(X) :- e3(X).
p10(X) :- e0(Y,3), p00, between(1,3,X).
p11 :- (p10(2), e1(Z)) ; (e2(1,2), e1(3), e2(X,X), W is X + 2, W < 5, X >= 1).
p11 :- e1(Z), p11, e1(Z).
p11 <- e2(Z,2), p11, \+ e2(Z,3), \+ e2(2,2).
p20(X) :- e0(Z,Z), between(1,3,X), X < 1.
P::p20(Y) :- (p11, e1(Y), call(e3, Y), findall(V, p10(V), L), L \= []), P is Y / 4.
0.1::p20(Y) :- e0(Z,Y), e3(Z).
p21(Y) :- e3(3), between(1,3,Y).
0.9::p30(X,X) :- e3(1), p20(2), between(1,3,X), findall(V, p20(V), L), L = [].
p30(2,Y) :- e2(1,X), p30(Z,2), between(1,3,Y).
p30(X,3) :- (X == 3, p11, between(1,3,X)) ; (p11, between(1,3,X), \+ e3(X)).
p31(Y) :- p31(1), between(1,3,Y), \+ e2(Y,1).
p31(Y) :- p31(3), e1(Z), e2(Y,Y).
0.7::p31(X) :- p20(3), between(1,3,X), call(p21, X), compare(O, X, 3).
query(p00).
query(p10(X)).
query(p10(1)).
query(\+ e1(2)).
