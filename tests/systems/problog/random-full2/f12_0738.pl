:- use_module(library(lists)).
0.4::e0(2).
0.1::e0(3); 0.2::e0(2).
0.6::e1(2).
e1(3).
p00(X,X) :- p00(3,Z), between(1,3,X).
p00(Y,3) :- e1(Y), p00(Y,3), not e0(3).
p00(Y,2) :- e0(1), e0(Z), e1(X), between(1,3,Y), Y @>= 3.
p01(3) :- (e0(1), \+ e0(3), call(e0, 2)) ; (p01(3), p00(X,2), not e1(X)).
p01(X) <- e1(Y), e0(Y), between(1,3,X), findall(V, e1(V), L), L \= [], call(e0, 1).
p10(Y) <- (e1(Z), between(1,3,Y), findall(V, p01(V), L), L \= []) ; (e0(X), between(1,3,Y), X = 1, \+ p00(X,Y)).
p10(Y) :- (e1(Y), Y @< 3) ; (e0(Z), e0(Z), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2).
p20(X) :- (p10(3), e1(X), \+ p01(3), X @=< f(1)) ; (e0(Z), p00(Z,Z), between(1,3,X)).
p21 :- e1(Z), p01(2), p00(3,Y), T =.. [g, Z], T \== g(0).
p21 :- (e0(X)) ; (Z == 3, Z \== 1, p21, p20(Z)).
p21 :- p20(Z).
query(p21).
query(p00(Y,1)).
query(\+ e1(3)).
