:- use_module(library(lists)).
0.1::e0(1); 0.2::e0(2).
e1.
e2(2,1).
0.9::e3(1).
0.3::e3(2).
0.5::p00 :- e0(Z), e1, e2(3,3), Z \= Z.
p00 :- p01, e0(Y), e0(Z).
p01 :- p00, p01, e1.
p10(Y) :- e3(2), between(1,3,Y), Y =:= 2.
P::p10(Y) :- (p00, e3(Y), call(e2, 1, 2), not e0(Y)), P is Y / 4.
P::p10(X) :- (X \== 2, e1, p10(Y), e0(Y), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p20(Y) :- e0(Z), p21(3), between(1,3,Y), not p10(Z), findall(V, e0(V), L), length(L, N), N >= 1.
p20(Y) :- e3(Z), p21(Z), p20(X), between(1,3,Y), not e3(Y).
p21(Y) :- e0(X), between(1,3,Y).
P::p21(Y) :- ((p20(Z), e2(Z,3), e3(Z), between(1,3,Y), findall(V, e3(V), L), length(L, N), N >= 1, Y @=< 3) ; (p10(X), p00, p01, between(1,3,Y), not e2(2,X), \+ e3(Y))), P is Y / 4.
query(p00).
query(p10(X)) :- between(1,2,X).
