:- use_module(library(lists)).
e0(3).
0.75::e0(1).
e0(2).
0.3::e0(1); 0.1::e0(2).
0.4::e1(2).
0.4::e1(1).
0.1::e1(3); 0.1::e1(2); 0.3::e1(1).
0.9::e2(1,3).
0.3::e2(1,1); 0.1::e2(2,2).
0.6::p00 :- p01(2,Y), e1(3), Y =:= 1.
p00 :- p01(Y,X), T =.. [g, X], T \== g(0).
P::p01(Y,Y) :- (p00, p00, between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1, findall(V, e1(V), L), L = []), P is Y / 4.
p01(X,Y) :- p00, e0(1), between(1,3,X), between(1,3,Y), Y \== 1.
p01(X,3) :- e2(3,Z), e0(Z), e2(3,Z), between(1,3,X), W is Z + 1, W < 5, X =:= 1.
p10(X) :- e2(Z,Z), p10(Y), between(1,3,X), X \= Z.
p10(X) :- p11(Y,1), p10(1), between(1,3,X), X = 3, X \== 3.
P::p11(2,Y) :- (p11(2,Z), between(1,3,Y), Z =:= 1, Z >= 1), P is Y / 4.
p11(2,3) :- p00, findall(V, p01(1,V), L), sum_list(L, T), T > 2, not e0(2).
0.75::p11(X,1) :- e2(3,Z), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e0(2).
p20(X) :- e0(3), p11(Y,3), between(1,3,X).
P::p20(Y) :- (Z \== 3, p00, p01(Z,Z), between(1,3,Y), T =.. [g, Z], T \== g(0)), P is Y / 4.
P::p20(X) :- (p01(1,1), between(1,3,X)), P is X / 4.
p30(Y) :- Z \== 2, e2(Z,1), e2(Z,Z), p11(Y,Z).
p30(Y) :- e0(Z), e2(3,Z), between(1,3,Y), Y @< a.
p30(2) :- e2(2,Y), Y @=< f(1).
query(e2(1,2)).
query(p30(Y)).
query(e0(X)).
query(\+ p20(1)).
