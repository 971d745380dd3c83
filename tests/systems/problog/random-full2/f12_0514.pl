:- use_module(library(lists)).
e0(2,1).
0.75::e1.
e2(1,3).
0.3::e2(3,3).
0.3::e3(3,1).
0.1::e3(1,1); 0.2::e3(3,3); 0.1::e3(2,2).
p00 :- (X \== 3, e2(Z,X), p00, findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2) ; (e2(X,Z), e0(Z,Z)).
p10(1) :- p11(Y,Y), \+ e2(2,2), call(e2, 2, Y).
p10(Y) :- e1, e3(3,Z), between(1,3,Y).
p10(Y) :- e2(2,Z), between(1,3,Y), Y =\= 3.
p11(Y,X) :- p10(3), between(1,3,X), between(1,3,Y).
p20 :- p00, not e2(1,2).
p21(Y) :- e2(Y,Y), p21(Y), Y >= 2, call(p11, Y, 3).
P::p30(Y,Y) :- (p11(X,X), between(1,3,Y), call(e0, Y, 2), not p10(3)), P is Y / 4.
P::p30(Y,Y) <- (Z \== 2, p20, e1, e3(Y,Z)), P is Y / 4.
query(p21(X)).
query(e3(3,2)).
