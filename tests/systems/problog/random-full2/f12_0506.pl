:- use_module(library(lists)).
0.8::e0(3).
e0(1).
0.75::e0(2).
0.2::e0(3); 0.1::e0(1).
e1.
0.2::e2(2,3).
0.4::e2(2,2).
0.2::e2(2,2); 0.3::e2(1,1); 0.1::e2(3,3).
p00(X) :- p00(2), between(1,3,X).
p00(Y) :- e1, e2(X,Z), between(1,3,Y).
0.1::p01 :- (p01, e1, \+ e0(3)) ; (p01, e1, e1).
p01 :- (e1, p01) ; (e1).
p01 :- e1, p01, \+ e0(1).
p10 :- p00(1), p00(Z), compare(O, Z, 2).
p10 :- e2(Z,X), p10.
P::p11(Y) <- (e0(2), e2(Y,Z), e2(Y,Y), Z = Z), P is Y / 4.
0.1::p20(3) :- p21(Z,Y), p00(Z).
p20(X) <- e2(X,X), e1, p01.
P::p21(X,X) :- (p21(X,Y), e2(Y,X), p21(Y,Z), W is Z + 3, W < 5, Z < 3), P is X / 4.
p30(X,Y) :- (e1, e1, between(1,3,X), between(1,3,Y), compare(O, Y, 2)) ; (e0(Z), p10, between(1,3,X), between(1,3,Y), findall(V, p21(X,V), L), L \= []).
query(p01).
query(p30(Y,Y)).
query(p01) :- between(1,2,X).
query(\+ p10).
