:- use_module(library(lists)).
0.25::e0(2).
0.2::e0(3); 0.1::e0(2).
0.3::e1(1,3).
p00(2) :- e0(2).
0.75::p00(1) :- p00(X), p01(1,X), p01(Z,2), compare(O, X, 2), call(e0, X).
p01(Y,X) :- e0(Z), p01(X,Z), p01(Y,Z), Y \= X, Y =\= 2.
p10 :- Z \== 3, e1(X,Z), p00(X), X @=< 1.
p10 :- p11, p01(Y,Y).
p11 :- p00(X), p00(Y), p01(X,Y).
0.3::p11 :- e1(X,Z), e1(Z,3), Z \= X.
p20(Y,Y) :- p20(Y,Z), \+ p10, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
P::p20(3,X) :- (p00(1), p10, p20(Y,3), between(1,3,X), X \== 3, call(e1, Y, 1)), P is X / 4.
p20(X,2) :- p01(2,1), p20(2,Y), e1(Y,Y), between(1,3,X).
0.5::p21(Y) :- (p11, e1(Z,Y), e0(3), not p01(Y,2), T =.. [g, Y], T \== g(0)) ; (p20(Z,X), p21(3), e0(X), between(1,3,Y)).
p30(X) <- X == 2, p20(1,Y), between(1,3,X), findall(V, p00(V), L), L = [].
query(e1(Y,X)).
query(\+ p10).
