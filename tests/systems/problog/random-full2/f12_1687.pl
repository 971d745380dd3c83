:- use_module(library(lists)).
0.3::e0(1,1).
0.4::e0(3,3).
0.7::e0(2,2).
0.2::e0(1,1); 0.3::e0(3,3); 0.2::e0(2,2).
0.2::e1(3).
0.7::e2(2).
0.4::e2(1).
0.3::e2(3); 0.3::e2(1).
p00(X) :- p00(X), e1(1), X @>= 3, T =.. [g, X], T \== g(0).
p00(X) <- e2(Z), e1(Y), between(1,3,X).
0.6::p00(1) :- e2(X), call(e1, X), \+ e2(2).
p10(X) :- p11(Y), p10(Y), e0(Y,Y), between(1,3,X), findall(V, e1(V), L), L = [].
0.6::p10(X) :- e0(Z,Y), between(1,3,X), Z >= 1, findall(V, e2(V), L), L = [].
0.7::p11(Y) :- e2(3), p00(Y), p00(Y), Y =\= 3.
P::p11(X) :- (e1(Z), e0(2,Y), between(1,3,X), Z \== Z, findall(V, e0(3,V), L), L = []), P is X / 4.
p20(X) <- p21(Z,X), Z == X.
P::p21(X,Y) <- (p21(2,Z), e1(3), between(1,3,X), between(1,3,Y)), P is Y / 4.
p21(Y,X) :- (p21(Z,Z), p11(Z), p10(1), between(1,3,X), between(1,3,Y)) ; (e2(1), between(1,3,X), between(1,3,Y), \+ e0(Y,Y), Y =:= 1).
0.3::p21(X,X) :- p21(2,Z), e1(2), e0(Z,Z), between(1,3,X), X @< 2, Z =\= 3.
query(e0(X,2)).
query(p20(X)) :- between(1,2,X).
query(\+ e1(2)).
evidence(p10(2), false).
