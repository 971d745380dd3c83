:- use_module(library(lists)).
0.75::e0(3).
0.8::e1.
0.4::e2(2).
0.75::e3(3).
0.5::e3(2).
p00(X) :- e2(Z), between(1,3,X).
p00(Y) :- e3(2), between(1,3,Y).
0.2::p00(Y) :- e0(1), e1, p00(2), between(1,3,Y), T =.. [g, Y], T \== g(0), Y >= 1.
p01 :- e3(Y), call(e2, 3), W is Y + 3, W < 5.
0.5::p01 :- p00(Y), e1.
p10 <- e2(Y), p00(Y), p00(2).
p10 :- e2(Z), \+ e3(Z), not e2(Z).
p11(X,X) :- p11(Z,Z), between(1,3,X).
0.1::p11(X,Y) :- e3(Z), between(1,3,X), between(1,3,Y).
0.7::p11(X,X) :- Z \== 2, p10, p01, p00(Z), between(1,3,X), not e3(Z).
p20 :- (e0(3), p01, findall(V, e0(V), L), length(L, N), N >= 2) ; (p11(1,2), e3(1)).
p21(Y) :- p11(X,X), between(1,3,Y), X \= X, Y @>= 2.
query(p10).
query(p10).
query(p21(X)).
query(e0(X)) :- between(1,2,X).
