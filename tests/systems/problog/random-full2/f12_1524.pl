:- use_module(library(lists)).
0.6::e0(2).
0.2::e0(2); 0.2::e0(1); 0.1::e0(3).
e1(1,2).
e1(3,1).
0.25::e1(1,3).
0.2::e1(3,3); 0.3::e1(2,2).
p00(Y) :- e1(3,X), p01(X), between(1,3,Y).
p00(1) <- (p01(X), not e0(X)) ; (e0(3), \+ e0(1)).
p00(2) :- p01(Y), e0(Y), \+ e0(3).
p01(Y) :- e0(X), e1(X,Z), p00(3), between(1,3,Y), Z < 3.
p10(3) :- (e1(2,1), not e1(3,2)) ; (e1(Z,1), e0(2), not p01(2), \+ p00(Z)).
p20 :- e0(2), p10(Y), p10(Z), call(p01, Y), findall(V, e1(Z,V), L), length(L, N), N >= 2.
p20 <- p00(2).
p20 <- (p00(3)) ; (p10(Y), \+ e1(Y,Y), \+ e1(2,Y)).
p21 :- p20, p01(Z).
p30(Y) :- e0(Z), p31(Z), between(1,3,Y), \+ e0(Z), Y =\= 1.
p31(X) <- p20, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2.
p31(X) :- (p31(Y), p31(Y), between(1,3,X)) ; (Y \== 1, p00(Y), e0(Y), between(1,3,X)).
query(e0(Y)).
