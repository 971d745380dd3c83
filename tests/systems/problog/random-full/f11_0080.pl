:- use_module(library(lists)).
0.4::e0.
e1(2,3).
0.7::e2(3).
0.4::e3(1,2).
0.8::e3(1,1).
p00 :- e0, p00, p00, \+ e3(3,1).
p00 <- (p01(1), p01(3), p00) ; (p00, e2(X), e0, T =.. [g, X], T \== g(0)).
p00 :- (e0, e3(Y,X), e1(Z,Y), X @< 3, T =.. [g, X], T \== g(0)) ; (e0, e0, p01(Y)).
p01(X) :- X \== 1, e1(Y,2), p00, between(1,3,X), X = X.
0.3::p10(X) :- p10(1), between(1,3,X), X =\= 2, T =.. [g, X], T \== g(0).
p10(3) :- p10(Z), compare(O, Z, 1).
p20 :- e1(Z,Z), findall(V, e1(2,V), L), length(L, N), N >= 1.
p20 :- (e2(X), p20, \+ e3(X,X)) ; (e2(Z)).
P::p21(X) :- (p01(Z), between(1,3,X)), P is X / 4.
p21(Y) :- p10(Z), p01(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, e2(V), L), sum_list(L, T), T > 2.
0.6::p21(Y) :- e0, p10(Z), p01(Y).
p30(X) :- p30(1), between(1,3,X), not e1(X,3).
p30(X) :- (e3(Z,Z), between(1,3,X), W is Z + 2, W < 5, \+ e2(Z)) ; (e3(Y,1), between(1,3,X), X >= 3, W is X + 1, W < 5).
0.75::p31(2,X) :- p30(1), p10(X), p30(X).
query(e0).
query(e2(X)).
query(e3(X,2)).
