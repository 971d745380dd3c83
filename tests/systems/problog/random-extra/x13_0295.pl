:- use_module(library(lists)).
0.5::e0(1,2).
0.2::e0(2,2); 0.3::e0(1,1).
e1(2).
0.2::e1(3); 0.2::e1(2).
p00(3) :- p01(Y), p00(2), p00(Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p01(Y) :- e0(Z,Z), between(1,3,Y), findall(V, e0(Z,V), L), length(L, N), N >= 1, Z =:= 3.
p01(3) :- e1(Z), findall(V, e1(V), L), length(L, N), N >= 2.
p01(Y) :- p01(Y), \+ e1(3), Y =\= 3.
P::p10(Y) :- (e0(Y,Y), p01(2)), P is Y / 4.
p10(X) :- X \== 2, p01(Z), p01(2), between(1,3,X), X = 3.
0.9::p10(Y) :- p01(Y), e1(Y), e0(Z,1), Y @>= 2.
p11(Y) :- e1(2), between(1,3,Y), compare(O, Y, 3).
p11(Y) :- p10(Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
query(p01(1)).
query(p00(Y)).
