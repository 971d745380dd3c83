:- use_module(library(lists)).
0.1::e0(2).
0.2::e0(2); 0.1::e0(3).
0.4::e1.
e2(1,1).
0.3::e2(2,2); 0.3::e2(3,3).
e3(2,1).
0.1::e3(3,3); 0.1::e3(1,1).
p00 :- p00.
p00 :- (p00, e0(Z), e2(3,Z), Z >= 1, \+ e0(Z)) ; (e3(X,X), p00).
p00 :- e2(Z,Z), e1, Z \== Z, compare(O, Z, 2).
p10 :- p00, findall(V, e3(1,V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), L = [].
p10 :- (p10, e1, e0(X), \+ p00) ; (p10, e1, e3(Y,3), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Y >= 1).
p10 <- Z == 3, e0(Z), \+ e1.
p20(Y,Y) :- p10, e0(X), between(1,3,Y).
p21(X) :- p20(Z,X), p00.
p21(Y) :- e3(Y,Y), findall(V, e3(Y,V), L), L \= [].
0.8::p21(Y) :- e0(X), e0(X), e3(X,1), between(1,3,Y).
query(e2(X,2)).
query(e0(2)).
query(e2(X,2)).
query(\+ p20(3,1)).
evidence(p10, false).
