:- use_module(library(lists)).
0.5::e0(3).
0.2::e0(2); 0.2::e0(3).
e1(1,1).
0.7::e1(2,2).
0.3::e1(1,1); 0.3::e1(3,3).
p00 :- p00, e0(X), e2(X).
p00 <- e0(Y), p00, p00, Y == Y, Y =\= 1.
p00 :- e2(Z), p00, e2(X).
\+p00 :- e2(3).
p10 <- e0(X), p10.
p10 :- e1(Y,X).
p11(Y,Y) :- p10, e0(Y).
p11(X,1) :- (p00, p10, p00, between(1,3,X)) ; (e1(Y,Y), e2(Y), between(1,3,X)).
P::p11(2,X) :- (e0(X), e0(X), e2(X), not e1(X,3), not e1(1,X)), P is X / 4.
0.1::\+p11(Y,1) :- e2(Y).
0.4::p20(Y) :- p00, e1(Y,X), p21(Y,3).
p20(X) :- (p00, e2(2), p10, between(1,3,X), call(e0, X)) ; (e1(Y,Y), between(1,3,X)).
p21(Y,3) :- e2(Z), p11(Y,Z), not e1(Z,2).
p21(3,X) <- e1(3,Z), e1(Y,Z), between(1,3,X), compare(O, X, 2).
\+p21(X,X) :- e0(X).
0.9::p30(X) :- e2(Z), p31(3,Z), p10, between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 2, Z \== 3.
0.9::\+p30(Y) :- e1(Y,3).
P::p31(Y,Y) :- ((p10, p21(3,Y)) ; (p20(3), between(1,3,Y), Y =\= 3)), P is Y / 4.
p31(X,Y) <- p11(Y,3), p00, p11(3,Y), between(1,3,X), not e1(3,Y).
0.4::p31(2,3) :- e2(Z), p10.
0.25::\+p31(X,1) :- e1(X,2).
query(p11(2,1)).
query(p20(X)).
query(\+ p10).
