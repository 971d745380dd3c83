:- use_module(library(lists)).
0.8::e0(3,1).
0.1::e0(2,2).
0.7::e1(3).
0.3::e1(1).
0.1::e1(2).
p00 :- (p01(3), p01(Y), e0(Y,3), \+ e0(Y,Y), \+ e0(Y,Y)) ; (e1(X), e1(Y), X @=< a).
p01(Y) :- (e1(X), e0(2,X), between(1,3,Y)) ; (e1(2), p01(X), between(1,3,Y)).
p01(X) :- e0(1,3), between(1,3,X).
p01(Y) :- (e0(X,X), e0(X,X), e0(Y,2)) ; (e0(Y,X), \+ e0(X,1)).
p10(X) :- p00, e1(X).
P::p11(Y,Y) :- (e0(X,Z), e0(Z,Y), compare(O, Z, 2), \+ e0(X,2)), P is Y / 4.
0.5::p11(X,X) :- (e0(3,X), e1(3), p01(Z), \+ p00, findall(V, e0(X,V), L), L = []) ; (e0(Y,X), compare(O, X, 2), \+ p01(3)).
p11(Y,X) :- p01(Y), p01(1), between(1,3,X).
p20(Y,Y) :- p20(Z,2), e0(Z,2), p11(X,Z), between(1,3,Y), Z \== Y.
P::p21(Y,Y) :- (p00, p01(2), between(1,3,Y), Y @< 3), P is Y / 4.
p21(Y,X) :- e1(X), p01(2), between(1,3,Y).
P::p21(X,Y) :- (p00, e0(3,Z), p00, between(1,3,X), between(1,3,Y)), P is Y / 4.
p30(Y) <- e0(Z,2), p30(X), p01(Z), between(1,3,Y).
p30(Y) :- Y \== 1, p10(Y), Y @=< f(1).
p30(X) :- p20(2,Z), p30(3), between(1,3,X).
query(p01(Y)).
query(p21(3,X)).
