:- use_module(library(lists)).
0.9::e0(2).
0.6::e1(1,2).
0.8::e2.
0.4::e3(3).
0.4::e3(1).
0.2::e3(1); 0.3::e3(3).
p00(Y) :- (e3(Z), e1(2,X), p00(Z), between(1,3,Y)) ; (e3(Y), p00(X), e3(Y), compare(O, X, 1)).
p10 <- e2, p10, p10, T =.. [g, 1], T \== g(0), T =.. [g, 3], T \== g(0).
p20(Y) <- e3(Y).
p20(Y) :- e3(1), p20(Y), e3(Z), not e0(Y).
0.9::p20(3) :- p00(2).
p21 :- e0(Y), e1(Y,2), e2.
p21 :- p10, p00(Y), p20(2).
p21 :- (e2, p21, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (e1(Z,2), e0(Y), e0(X), \+ e1(1,Y)).
p30(2) :- (p00(X), e1(X,Z), Z =:= 3) ; (p30(X), e1(3,X), findall(V, p20(V), L), L = [], \+ e0(X)).
P::p30(X) <- (p30(X), p10, X == X, call(e0, X)), P is X / 4.
query(p10).
query(p00(X)).
