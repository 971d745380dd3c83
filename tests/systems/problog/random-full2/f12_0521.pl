:- use_module(library(lists)).
0.3::e0(2,3).
e0(2,1).
0.1::e0(1,1); 0.1::e0(2,2); 0.2::e0(3,3).
0.3::e1(2,1).
0.9::e1(1,2).
0.25::e2(1,2).
0.2::e2(1,1).
0.8::e3.
p00 :- e1(3,X), \+ e3, \+ e2(3,X).
0.4::p10(Y,2) :- p00, e3, between(1,3,Y), call(e1, Y, Y).
p10(X,Y) :- (p11(X,2), p10(1,2), between(1,3,Y), X < 1) ; (e2(Y,3), p00, p11(Y,Y), between(1,3,X), not e2(Y,X)).
p11(X,1) :- Z == 3, e0(X,X), e0(Z,X).
p20 :- p20, p10(2,Y), p11(Y,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, W is Y + 1, W < 5.
p21 <- p21, e2(Y,X), e3, findall(V, p11(Y,V), L), L \= [], not p10(1,X).
p30(2) :- (p11(X,3), p31(X,Y), findall(V, e0(1,V), L), L \= [], not p10(1,X)) ; (p10(2,Z)).
0.7::p31(Y,Y) :- e2(3,Y), p31(X,2).
p31(X,X) :- e1(Z,Y), p00, e0(X,Y), X = 2, \+ e2(Z,Y).
query(e1(3,Y)).
query(p10(2,2)).
query(p21) :- between(1,2,X).
query(\+ p11(2,1)).
