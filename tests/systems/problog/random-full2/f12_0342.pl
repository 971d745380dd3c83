:- use_module(library(lists)).
0.9::e0.
e1(2).
0.1::e1(3); 0.3::e1(2); 0.3::e1(1).
0.1::e2(3,1).
0.4::e2(3,3).
p00 :- e0, e0, findall(V, e2(2,V), L), length(L, N), N >= 1.
p01(3) :- e1(1), not e2(1,3), findall(V, e2(2,V), L), sum_list(L, T), T > 2.
0.9::p10(Y) :- e0, p00, e0, between(1,3,Y), Y \= Y.
p10(X) :- p01(Z), between(1,3,X), findall(V, e2(2,V), L), length(L, N), N >= 2.
p10(X) :- p00, between(1,3,X).
p11 :- p10(3), p10(Y), e2(3,Y), Y @< 1, Y @< f(1).
p11 <- e2(Y,Y), T =.. [g, Y], T \== g(0), Y < 1.
p11 :- p11.
0.7::p20 :- e0, call(p01, 1).
p20 :- p20, e2(Z,X), e1(3), W is X + 1, W < 5.
p20 :- e2(Z,Z), e1(Z).
p21 :- p10(2), p00, \+ e2(2,3).
p21 :- p20.
p21 :- (p00, p20, e2(Z,Z), not p10(Z)) ; (p21, e0).
p30(Y,3) :- p01(2), e2(X,Y).
p30(X,Y) :- p20, e0, between(1,3,X), between(1,3,Y), findall(V, p01(V), L), length(L, N), N >= 1.
p31(Y) :- e2(Y,X), p31(Y), Y =:= 2.
p31(2) :- (p21, p30(Z,3)) ; (p10(3), call(p01, 3)).
query(e0).
query(\+ p10(2)).
evidence(p10(2), true).
