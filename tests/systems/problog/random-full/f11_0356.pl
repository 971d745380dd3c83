:- use_module(library(lists)).
0.6::e0.
0.2::e1.
0.2::e2(1,3).
0.2::e2(3,3).
0.3::e2(1,1); 0.3::e2(3,3).
p00 :- e1, e1, T =.. [g, 3], T \== g(0).
0.6::p00 :- e1.
p01(Y) :- e2(Y,X), e1, findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
p01(X) :- p01(2), p00, between(1,3,X).
p01(Y) :- e0, p00, e1, between(1,3,Y), Y =:= 2, call(e2, 2, Y).
P::p10(X) :- (X == 1, p10(2), p00, e2(X,2)), P is X / 4.
p10(2) :- p00.
0.8::p11(1,X) :- e2(Z,Y), between(1,3,X), X @< 3.
p11(Y,Y) :- e1, p00, e1, between(1,3,Y).
p20(Y) :- p21(Y), p01(Y), p01(1), compare(O, Y, 1), \+ p00.
0.7::p21(X) :- p20(1), e1, between(1,3,X), call(p10, X).
p21(Y) :- (p10(Z), e1, p01(Z), between(1,3,Y), Y \== Y, Z \== Z) ; (p21(X), e2(X,X), p11(2,Y), not p01(2), call(p10, X)).
p30 :- p21(Z), p31, Z \= Z, not p21(Z).
p31 <- (X == 3, p20(Z), p11(X,X), not p01(Z)) ; (e0, \+ e0, \+ p00).
query(p10(Y)).
query(p10(X)).
query(p20(1)).
query(p21(X)) :- between(1,2,X).
