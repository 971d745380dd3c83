:- use_module(library(lists)).
0.25::e0.
0.2::e1(1).
0.1::e1(2); 0.2::e1(1); 0.3::e1(3).
0.5::e2(2).
p00 :- e2(X), X @< 3.
p10(X,X) :- p11(1,1), p00, p00, between(1,3,X), \+ e2(X).
p11(Y,Y) :- Y \== 1, e2(3), e0, between(1,3,Y), not e1(Y).
p11(Y,X) :- e0, e2(Z), e1(1), between(1,3,X), between(1,3,Y), T =.. [g, Z], T \== g(0).
p11(Y,Y) :- (p10(Z,X), p00, between(1,3,Y), W is Z + 1, W < 5, call(e2, Z)) ; (e1(2), between(1,3,Y)).
p20(Y,Y) :- e1(Y), p21(X).
p20(Y,1) :- p00, between(1,3,Y), not e1(3).
0.1::p21(2) :- p21(1), e0, p00, T =.. [g, 2], T \== g(0), not p10(1,2).
p21(X) :- (p11(Z,Y), between(1,3,X)) ; (p10(1,X), X >= 1, \+ p11(X,X)).
p21(X) :- p10(X,Z), p00, call(p11, Z, X).
0.75::p30(Y) :- e2(Y), e1(Y), Y \== Y, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
query(e1(Y)).
