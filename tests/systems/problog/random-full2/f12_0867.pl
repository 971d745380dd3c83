:- use_module(library(lists)).
e0(1).
0.4::e0(3).
0.9::e1(3).
0.3::e1(2).
0.1::e1(3); 0.2::e1(1).
0.1::e2(3); 0.3::e2(2); 0.3::e2(1).
0.1::e3(3).
0.2::e3(1).
0.3::e3(2); 0.2::e3(3).
p00(Y) :- e0(Y), p00(3), e1(2), compare(O, Y, 2).
p00(Y) :- e3(X), e0(X), e2(X), between(1,3,Y), call(e3, X).
p00(3) :- e2(1), e3(Y), e3(Y).
P::p10(Y,Y) :- (p10(Y,Z), e1(3), Y @>= 2, compare(O, Y, 3)), P is Y / 4.
p10(X,2) :- (e0(2), p11(Z), p11(Z), between(1,3,X)) ; (e2(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2, not e2(X)).
p11(X) :- p10(X,X), e1(X), p00(2).
p20 :- e0(Y), p10(Y,Y), p11(3), \+ e0(Y), findall(V, e0(V), L), length(L, N), N >= 1.
query(p00(X)).
query(e2(3)).
query(e1(2)).
query(\+ e2(1)).
