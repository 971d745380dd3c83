:- use_module(library(lists)).
0.6::e0(1,1).
e0(3,1).
0.1::e0(3,3); 0.3::e0(2,2); 0.2::e0(1,1).
0.6::e1(1).
0.5::e1(3).
e1(2).
0.1::e1(3); 0.1::e1(1); 0.3::e1(2).
0.2::e2(3).
0.25::e3(3).
0.6::e3(1).
p00 :- p00.
p00 :- p01(Z).
p00 :- Z == 3, e1(Z), e2(Z), T =.. [g, Z], T \== g(0).
0.7::p01(Y) :- e0(3,X), p00, between(1,3,Y).
p01(Y) :- e3(1), between(1,3,Y), call(e2, Y).
p01(2) <- (e1(X), p00) ; (X == 3, e2(X)).
p10(1) <- e2(X).
0.7::p10(3) :- Z == 1, e2(Z), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p11(Y) :- p11(1), between(1,3,Y).
0.8::p11(3) :- e1(2), e2(X), compare(O, X, 3).
p11(X) :- e2(Y), p01(Y), between(1,3,X).
0.9::p20(X,Y) :- (p01(Y), e3(2), between(1,3,X)) ; (p11(X), e0(X,Y), p11(X)).
p20(X,3) :- e2(2), p00, p10(3), between(1,3,X), not p10(1), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p20(X,X) <- p00, e0(2,2), between(1,3,X).
p30(Y) :- e3(1), e3(Y), Y = Y.
P::p30(X) :- ((e3(X), \+ e0(3,X)) ; (X \== 3, p00, between(1,3,X), \+ e3(1))), P is X / 4.
p30(X) :- p10(X), e0(X,2), e1(2), X @>= f(1), call(p20, X, X).
query(e0(2,2)).
query(\+ p30(3)).
