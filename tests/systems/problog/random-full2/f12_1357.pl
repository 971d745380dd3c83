:- use_module(library(lists)).
0.5::e0(1,1).
0.1::e0(3,3); 0.2::e0(2,2).
0.8::e1(1,1).
0.75::e2(2,1).
0.9::e2(3,2).
0.2::e2(2,2); 0.1::e2(3,3).
0.1::e3(1).
0.8::e3(2).
0.3::e3(1); 0.2::e3(2).
p00 <- e3(1).
p10(Y,Y) :- e1(X,X), between(1,3,Y), X @< a, X =\= 2.
p10(Y,X) :- (p10(1,2), between(1,3,X), between(1,3,Y)) ; (e2(1,3), p10(1,X), between(1,3,Y)).
p20 :- p20, \+ p10(3,2).
p20 :- p10(Z,Y), p10(Y,3), p20.
P::p30(X) :- (p10(3,3), between(1,3,X), compare(O, X, 2), X @< a), P is X / 4.
p30(X) :- e0(X,Y).
0.6::p30(X) :- e3(3), p10(Y,X), findall(V, e0(1,V), L), length(L, N), N >= 2, \+ p00.
p31 <- e0(Z,Y), call(e2, Y, 2).
p31 :- p20.
p31 :- e2(X,X).
query(p10(X,Y)).
query(p10(Y,Y)).
query(e0(2,2)).
