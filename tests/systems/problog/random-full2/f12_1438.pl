:- use_module(library(lists)).
0.6::e0(3,1).
0.7::e0(2,3).
0.1::e0(3,3); 0.1::e0(1,1).
0.8::e1(2).
0.1::e1(3); 0.1::e1(1); 0.3::e1(2).
0.6::e2(1).
P::p00(1,X) :- (e0(Y,X), p00(Z,Y), e0(Z,Y), Y == X, Y \= 2), P is X / 4.
p00(X,3) <- e2(Z), p00(Z,Z), p00(1,1), between(1,3,X), compare(O, X, 3).
0.9::p10 :- (p00(3,X), e2(X), findall(V, p00(1,V), L), L = []) ; (Z \== 2, p10, e1(Z), e0(Z,3), Z @=< a).
0.8::p10 :- (e2(Y), p00(Y,X), e1(X)) ; (e2(Y), findall(V, e0(2,V), L), L = []).
p10 :- p00(X,2).
p11(3) :- p00(3,1), p10.
p20(2) :- p10, e0(X,Y).
p20(X) :- p00(Y,2), e0(Y,Z), between(1,3,X), T =.. [g, X], T \== g(0).
p21(Y) :- p00(Z,Y), e2(3), e0(Z,1), compare(O, Y, 3), Y @>= 1.
p21(Y) :- (p00(Z,Y), p10, p21(3), \+ p00(Y,Y)) ; (Y == 2, e2(Y), p10, p20(Y), not p11(Y)).
p21(X) <- e2(X), p21(X), p11(X), compare(O, X, 2), findall(V, e1(V), L), sum_list(L, T), T > 2.
query(e2(Y)).
query(p00(X,X)) :- between(1,2,X).
evidence(e2(3), true).
