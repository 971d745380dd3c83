:- use_module(library(lists)).
e0(2,3).
0.25::e0(2,1).
0.6::e0(1,2).
0.3::e0(2,2); 0.3::e0(1,1).
0.5::e1(1).
0.1::e2(2).
0.1::e2(1); 0.2::e2(2); 0.3::e2(3).
p00(2,X) :- e1(Z), e0(2,Z), between(1,3,X), findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
p00(2,3) :- (e1(Z), e2(2), p00(Y,Z)) ; (p00(Y,1), e1(2)).
p10(Y) :- p00(Z,3), between(1,3,Y), T =.. [g, Z], T \== g(0), Y = Z.
p10(2) <- e0(Z,Y), e2(X), p00(X,3), T =.. [g, X], T \== g(0), \+ e2(1).
P::p11(X,Y) :- (e2(Z), between(1,3,X), between(1,3,Y)), P is X / 4.
p11(Y,X) :- p11(2,Z), e0(2,Z), e2(Z), between(1,3,X), between(1,3,Y), Y @< a, compare(O, Z, 3).
p11(3,X) :- p10(2), e2(X), X @< f(1).
query(e2(Y)).
query(p00(X,3)).
query(e2(1)).
query(p11(X,X)) :- between(1,2,X).
