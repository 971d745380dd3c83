:- use_module(library(lists)).
e0(3).
0.2::e0(1); 0.2::e0(2).
0.8::e1.
p00(1) :- (Z == 1, e0(3), p00(Z), Z == Z) ; (e0(1)).
p10(Y) :- p10(Y), e1.
p10(X) :- p10(3), p10(Y), e0(1), between(1,3,X), not p00(Y).
P::p11(X) :- (p11(Z), between(1,3,X)), P is X / 4.
0.8::p20(X,X) :- (e0(1), p20(3,Y), between(1,3,X)) ; (e0(3), p20(X,1)).
p20(3,2) :- (p10(1), p10(Z), \+ p00(Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (e1, p11(Y), e0(3), call(p00, Y)).
query(p11(1)).
query(p11(X)).
query(\+ p11(2)).
