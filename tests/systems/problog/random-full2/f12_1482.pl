:- use_module(library(lists)).
0.7::e0(3,1).
0.4::e1(2).
0.7::e1(3).
0.2::e1(3); 0.3::e1(1); 0.3::e1(2).
p00(X,X) :- e1(3), e0(Y,Z), between(1,3,X), Y @=< 2, findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- p10(Y), e0(Y,Y), Y @>= 1.
P::p10(X) :- (e1(Z), e1(Z), p00(1,3), between(1,3,X), \+ p00(Z,X), not p00(X,Z)), P is X / 4.
p10(X) :- p00(Z,X), e0(Y,Y), p00(Z,X), call(e0, Z, Z).
p20(3,3) :- p00(Y,Z).
p21(Y) :- p20(X,2), e1(X), between(1,3,Y), X @>= 3.
p30(X) :- e0(3,1), between(1,3,X).
query(e1(X)).
query(p21(3)).
query(p00(3,2)).
