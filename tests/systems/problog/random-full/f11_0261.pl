:- use_module(library(lists)).
0.1::e0(3).
0.8::e1(2,3).
0.4::e1(3,1).
e2(1).
e2(3).
0.1::e2(3); 0.1::e2(2).
0.6::e3(1,1).
0.6::e3(3,3).
p00(X) <- Z \== 3, e3(Y,Z), e2(Z), between(1,3,X).
P::p00(X) :- (e3(Z,Z), e0(3), p00(3), between(1,3,X)), P is X / 4.
P::p00(X) :- (X == 3, p00(X)), P is X / 4.
p10(X,3) :- e3(3,Z), e2(Z), between(1,3,X), T =.. [g, Z], T \== g(0).
0.7::p10(Y,X) :- p10(X,1), between(1,3,Y), call(p00, Y), W is Y + 2, W < 5.
p10(X,X) :- e0(2), p10(Y,X), p10(Y,X), Y @< 2, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p11(X,Y) :- p00(1), between(1,3,X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p11(Y,Y) :- e2(Y), e0(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0).
p11(X,Y) :- e2(X), between(1,3,Y), not p00(Y), X @< f(1).
p20(Y,X) :- e1(Z,Y), p00(X), p10(Y,Y), call(p00, Z).
query(p10(Y,X)).
query(p20(X,2)).
query(p20(Y,1)).
query(p20(X,X)) :- between(1,2,X).
evidence(p10(2,1), true).
