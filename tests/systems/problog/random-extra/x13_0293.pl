:- use_module(library(lists)).
0.9::e0(1,1).
0.8::e0(1,2).
0.75::e0(3,2).
0.4::e1(2,2).
0.25::e1(1,3).
0.9::e1(1,2).
0.3::e1(3,1).
0.2::e1(2,2); 0.2::e1(1,1).
0.3::e2(2,2).
0.3::e2(3,3); 0.3::e2(1,1).
p00(1) <- e0(2,2), p00(Y), e0(2,3), Y >= 2.
p00(Y) :- (e0(X,Y), call(e1, X, 3)) ; (e1(2,Z), e1(2,Y), e2(Y,Y), findall(V, e1(Z,V), L), sum_list(L, T), T > 2).
P::p10(X) :- (e2(3,X), p10(X), findall(V, e2(X,V), L), sum_list(L, T), T > 2, X =:= 2), P is X / 4.
0.75::p10(X) :- e1(Y,3), p11(Y,Y), p10(1), between(1,3,X).
P::p11(Y,Y) <- (e0(1,X), e1(X,1), between(1,3,Y)), P is Y / 4.
p11(X,1) :- e2(1,Y), between(1,3,X).
p20 :- e1(2,X), e2(X,X), e1(X,Y), Y \== X.
p20 :- e1(Y,Y).
p20 :- e1(Y,3), e0(1,Z), e2(Y,Y), T =.. [g, Z], T \== g(0), \+ e0(2,Z).
query(e0(Y,Y)).
query(p10(X)).
query(p00(X)).
query(\+ p10(2)).
