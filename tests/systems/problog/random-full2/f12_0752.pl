:- use_module(library(lists)).
0.8::e0(3).
0.9::e1(3).
0.3::e2.
0.5::e3(1,2).
0.7::e3(3,2).
0.2::e3(1,1); 0.2::e3(3,3).
p00(2) :- p01, p01, e1(Z), findall(V, e0(V), L), L \= [].
p00(Y) :- e0(Z), between(1,3,Y), W is Z + 1, W < 5, call(e3, Z, Y).
p00(Y) :- e2, between(1,3,Y), Y @>= 2, Y < 1.
p01 :- p00(1), p01, e2.
p01 :- e1(X), e0(2).
p01 :- e0(1), p00(X), e0(X), call(e0, X), \+ e0(X).
p10(Y,X) <- e2, p11, p10(X,Y), findall(V, e0(V), L), L = [], X @>= 1.
p10(Y,X) <- e2, e0(Y), between(1,3,X).
p10(Y,Y) <- e1(Y), p00(Y), e0(3), findall(V, e0(V), L), L = [].
p11 :- (e2, p11, p00(3)) ; (p10(Z,Z), p11, W is Z + 1, W < 5).
p20(Y,2) :- p20(Z,Y).
P::p20(Y,1) :- (p11, e2, between(1,3,Y), Y @< 3, Y @< 2), P is Y / 4.
0.1::p30 :- (p11, p01) ; (p30, p00(1), e3(Y,Y), not p10(Y,3), not p10(2,3)).
p30 :- p20(2,Z), Z @>= 1, Z @=< 1.
p30 :- p01.
query(e0(X)).
query(\+ p30).
