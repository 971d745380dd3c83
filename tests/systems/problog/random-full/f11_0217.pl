:- use_module(library(lists)).
e0(2,2).
0.8::e0(3,2).
0.3::e0(2,2); 0.2::e0(3,3).
0.6::e1(3).
0.9::e1(2).
P::p00(Y) :- (p01(1,Z), p00(X), p00(X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2), P is Y / 4.
0.1::p00(Y) :- p01(Z,Z), p00(Z), between(1,3,Y).
p01(X,X) :- (p00(1), e1(3), between(1,3,X), not e0(X,X)) ; (e1(Z), between(1,3,X), Z @< f(1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
p10 :- p10, p00(Y).
P::p11(X) :- (X \== 3, p11(3), between(1,3,X)), P is X / 4.
p11(X) :- e0(Z,Y), p01(2,Y), p10, between(1,3,X), not e1(Z), findall(V, p01(Y,V), L), L = [].
P::p11(X) :- ((p00(X), e1(X), p00(X), findall(V, e0(X,V), L), sum_list(L, T), T > 2, T =.. [g, X], T \== g(0)) ; (X \== 3, e1(3), p10, between(1,3,X))), P is X / 4.
p20(X,3) :- p20(Y,Z), between(1,3,X), Z == Z.
p20(X,X) :- p11(X), p20(Z,X).
p20(X,Y) :- p01(Y,Z), p20(Z,Y), between(1,3,X).
query(p20(Y,Y)).
query(p00(2)).
query(\+ p01(1,1)).
