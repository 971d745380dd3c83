:- use_module(library(lists)).
0.2::e0(2).
0.3::e0(3); 0.2::e0(1).
0.2::e1.
0.7::e2(2).
e2(1).
0.25::e3.
p00(X) :- e3, between(1,3,X), findall(V, e0(V), L), L = [].
p01(X,Y) :- e3, p01(Z,3), between(1,3,X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0).
p01(Y,1) :- e3, between(1,3,Y), Y @< 3, Y =:= 2.
P::p01(2,X) :- (e2(Y), e3, between(1,3,X)), P is X / 4.
p10(Y,Y) :- p10(2,X), p01(X,3), between(1,3,Y), not p00(1), findall(V, p01(1,V), L), sort(L, S), length(S, N), N < 2.
0.9::p10(2,1) :- e2(2), e1, \+ e1.
0.1::p11(X) :- e3, p00(Z), p10(Z,2), between(1,3,X), compare(O, Z, 3).
p20(Y) :- p11(X), e1, between(1,3,Y), compare(O, Y, 3).
0.5::p20(2) <- p21, \+ p11(3).
0.1::p20(X) <- e3, p20(2), p10(X,3), call(e2, X), T =.. [g, X], T \== g(0).
0.75::p21 :- (p11(2), p21) ; (X \== 3, p11(X), X = X).
query(p20(X)).
query(e0(1)).
query(e1).
query(e3) :- between(1,2,X).
