:- use_module(library(lists)).
0.1::e0(2,2).
e0(2,1).
0.2::e0(3,1).
0.75::e1.
p00 :- e0(3,X).
p10(2) :- p10(2), p10(3), T =.. [g, 2], T \== g(0), T =.. [g, 2], T \== g(0).
p10(Y) :- p11, e1, e1, between(1,3,Y).
0.5::p11 :- p10(2), p11, p11.
p11 <- Y == 2, e0(Y,1), p00, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p20(Y) :- e0(Y,Y), p00, p00, compare(O, Y, 3), W is Y + 3, W < 5.
0.4::p20(X) :- p00, p20(X).
p21(2) :- Z == 2, p10(Y), e0(3,Z), e1, \+ p10(2).
p21(Y) :- p21(X), p00, between(1,3,Y), X =:= 1.
p21(Y) :- Y == 2, Z == 2, p20(2), p10(Z), between(1,3,Y).
p30(Y,X) :- e1, p31(1,2), p30(Z,Z), between(1,3,X), between(1,3,Y).
p31(X,3) :- p21(Y), p11, p30(Y,Y), between(1,3,X).
query(p31(3,2)).
query(e0(X,1)).
query(p20(2)).
query(p00) :- between(1,2,X).
