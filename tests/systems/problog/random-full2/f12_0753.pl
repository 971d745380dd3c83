:- use_module(library(lists)).
0.6::e0(1,3).
e0(3,3).
e1(3,2).
0.1::e1(2,2); 0.1::e1(3,3).
0.6::p00(X) :- e0(Z,Y), e1(Y,2), p00(Y), between(1,3,X), X @=< 2, findall(V, e0(Z,V), L), length(L, N), N >= 2.
p01(3) :- p01(X), e0(Z,Z), p00(Z), Z == 2, compare(O, Z, 1).
0.6::p01(Y) :- e1(Z,Y), findall(V, e1(Y,V), L), L = [], findall(V, e0(Y,V), L), length(L, N), N >= 1.
p01(X) :- p01(Y), p01(Y), e0(2,Y), between(1,3,X), Y < 2.
p10 :- p00(1), e1(Z,Z), \+ e1(Z,Z), T =.. [g, Z], T \== g(0).
p10 :- (p10, e0(X,X)) ; (e1(Z,Y), p10).
0.5::p10 :- p01(Y).
p11(X) :- p01(Y), between(1,3,X), Y >= 1.
p11(X) :- e1(X,Y), p00(X).
p20(Y) :- Y \== 3, p01(Y), e0(3,Y), p11(Y).
p21(Y) :- p11(Z), between(1,3,Y).
p21(X) :- p21(2), p00(3), between(1,3,X), X @=< a.
p30(2) :- e0(1,3), e1(3,Z), e0(Z,Y).
P::p30(Y) :- (e0(1,X), between(1,3,Y)), P is Y / 4.
p31 :- p11(3), p31.
p31 :- e0(X,X), findall(V, e1(3,V), L), length(L, N), N >= 2.
p31 <- e1(3,Y).
query(p20(2)).
query(\+ p11(2)).
