:- use_module(library(lists)).
e0(1,3).
0.3::e0(3,3); 0.2::e0(1,1); 0.2::e0(2,2).
0.6::e1(3,1).
0.1::e1(2,1).
e2.
p00(Y) :- p00(1), p00(Y), \+ e2.
0.7::p01 :- Z \== 1, e2, p00(Z), e1(3,Z), W is Z + 1, W < 5.
0.2::p01 :- e0(1,Z), p00(Z), T =.. [g, Z], T \== g(0), T =.. [g, Z], T \== g(0).
p10(2,Y) :- Y == 3, e1(X,Y), p11(Z,X), p00(2).
p10(2,Y) :- (p10(Y,Z), p11(Y,Y), findall(V, p00(V), L), length(L, N), N >= 1) ; (p10(2,2), between(1,3,Y), findall(V, e0(Y,V), L), L = []).
P::p10(Y,Y) :- (e2, between(1,3,Y), Y @>= f(1)), P is Y / 4.
0.7::p11(Y,Y) <- p11(Y,Z), e2, e0(Z,X), \+ e1(Y,Y).
p20(X) :- e1(Y,X), p11(X,2), \+ p11(1,X).
p20(Y) :- Z == 2, p21(Z), p00(Z), p01, between(1,3,Y), T =.. [g, Z], T \== g(0).
p21(Y) :- Y \== 1, p01, between(1,3,Y), Y = Y.
p21(Y) :- p00(Z), between(1,3,Y).
query(p10(3,Y)).
query(p01).
evidence(e1(2,1), true).
