:- use_module(library(lists)).
0.7::e0(1,1).
0.8::e0(2,2).
e1.
0.4::e2(1,2).
0.5::e2(1,3).
0.1::e2(3,3); 0.3::e2(1,1).
p00(Y) :- e2(Z,3), between(1,3,Y), T =.. [g, Y], T \== g(0).
p00(X) :- p01, e0(Y,Y), between(1,3,X), not e0(2,Y).
p01 :- e2(X,Y), e2(Z,2), Y \== 2, findall(V, e0(1,V), L), L \= [].
0.1::p10(X,Y) :- e1, p01, between(1,3,X), between(1,3,Y), findall(V, e2(Y,V), L), L \= [].
p10(X,Y) :- p11(Z), p00(Z), p00(Z), between(1,3,X), between(1,3,Y).
P::p10(X,X) :- (p11(Y), p11(Y), between(1,3,X), Y \== 1, not e2(X,X)), P is X / 4.
0.75::p11(Y) :- p01, e1, p10(X,1), between(1,3,Y), \+ e1, compare(O, Y, 1).
p11(X) :- e0(Z,Z), between(1,3,X), Z == X, Z \== Z.
0.25::p11(2) :- p01, e1.
p20(X) :- p10(Z,Y), between(1,3,X), \+ p11(X), X = Z.
0.25::p20(X) <- (p10(X,1), p01, p21) ; (p11(Y), p10(1,2), p11(2), between(1,3,X), findall(V, p10(X,V), L), sum_list(L, T), T > 2).
p20(Y) :- p01, between(1,3,Y), Y \= Y.
p21 :- (p10(2,3), e2(X,Y), p21, X >= 2, findall(V, p10(Y,V), L), sum_list(L, T), T > 2) ; (p00(Y)).
query(p20(Y)).
query(\+ p20(3)).
evidence(p00(3), false).
