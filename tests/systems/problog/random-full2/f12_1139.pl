:- use_module(library(lists)).
0.75::e0(2,2).
0.9::e0(2,3).
0.3::e1(1,1).
0.8::e1(1,2).
0.25::e2(1).
e2(3).
0.1::e2(1); 0.2::e2(3).
0.25::p00 :- e0(Z,X), e0(Y,Z).
0.1::p10(X) :- p10(2), between(1,3,X).
p10(X) :- e0(Z,Z), between(1,3,X).
P::p10(Y) :- (e0(Y,1), Y @>= 2), P is Y / 4.
p11(Y,X) :- (p11(Y,3), between(1,3,X)) ; (Z == 1, e1(Z,X), e2(Z), e0(Z,Y)).
p20(Y) :- (p11(X,Z), p11(X,3), e1(1,X), between(1,3,Y), Z @=< 1, W is Z + 3, W < 5) ; (p21(Y), Y @< 2, compare(O, Y, 3)).
p20(Y) <- p10(Z), e2(Z), p10(Z), between(1,3,Y).
0.3::p21(X) :- p11(Z,2), between(1,3,X).
P::p21(X) :- (p10(X), \+ e2(X)), P is X / 4.
p21(X) :- X == 3, e1(1,3), between(1,3,X), not e0(3,X).
p30 :- p21(Y), e1(Y,Y).
p30 :- p00, e1(X,X), p11(1,X), findall(V, p11(X,V), L), sum_list(L, T), T > 2, W is X + 1, W < 5.
0.9::p30 :- e0(2,Y), p30.
query(p30).
query(p11(X,Y)).
query(p10(1)).
query(p21(X)) :- between(1,2,X).
query(\+ e1(1,3)).
evidence(p11(2,3), true).
