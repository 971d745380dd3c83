:- use_module(library(lists)).
0.1::e0(1,3).
0.9::e1(3).
0.8::e1(1).
0.3::e1(2).
p00(X) <- e2(1), e2(Y), between(1,3,X), call(e1, 3).
p00(X) :- (e0(Z,3), p00(Z), between(1,3,X)) ; (e0(2,Y), between(1,3,X), Y @< f(1)).
P::p10(Y) :- (p10(Y), e0(X,Y), not e2(1), Y \== 2), P is Y / 4.
p10(3) :- p11(1,Z), e0(Z,Y).
P::p10(Y) <- (p11(Y,3), p11(Y,Z)), P is Y / 4.
p11(X,2) :- p11(Y,X), p11(Y,Y), p10(Y), compare(O, Y, 1), Y < 2.
p20(Y) <- p00(Z), between(1,3,Y), Z @=< f(1), findall(V, p10(V), L), length(L, N), N >= 1.
P::p30(3,Y) :- (p31(X), p20(X), e0(X,X), between(1,3,Y)), P is Y / 4.
0.3::p31(Y) :- p31(Z), e1(3), between(1,3,Y).
query(e0(2,Y)).
query(p00(Y)).
query(p31(3)).
query(\+ p31(3)).
