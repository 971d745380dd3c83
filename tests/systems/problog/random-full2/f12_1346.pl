:- use_module(library(lists)).
0.8::e1(3,2).
e1(1,3).
0.3::e2(3,1).
0.2::e2(2,2); 0.1::e2(3,3); 0.3::e2(1,1).
0.7::e3(3).
0.25::p00 :- e3(3), e0(X), X @< 2, \+ e2(X,X).
p00 :- e2(1,X), X @< f(1), T =.. [g, X], T \== g(0).
P::p10(X) :- (p10(1), p11, between(1,3,X)), P is X / 4.
p11 <- p10(X), e2(X,X), e1(1,2).
0.3::p11 :- e3(3), not e0(2), call(e1, 3, 3).
p11 :- p00, not e2(1,1).
p20(2) <- p10(Y), e1(X,Y), p10(X), not p10(X), W is X + 3, W < 5.
p20(Y) :- p20(Y), p21(Y), e1(Z,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p21(Y) :- (p00, e3(3), e0(Y), Y >= 2, Y >= 3) ; (X \== 2, p20(X), between(1,3,Y)).
p21(1) :- p00, call(e0, 1).
P::p30(X,Y) :- (p21(3), p30(X,Z), p00, between(1,3,Y), W is Z + 3, W < 5, Z =:= 2), P is X / 4.
p30(Y,X) :- p11, p00, p30(X,X), between(1,3,Y), Y \== X, Y =\= 1.
0.2::p30(Y,Y) :- Y \== 1, e3(Y), e0(1), e2(Z,Y), call(p20, Y).
0.7::p31 <- Y \== 2, p10(2), p30(Y,2).
p31 :- p00, p10(Y).
p31 :- e3(Z), e0(3).
query(p20(2)).
query(p10(X)).
