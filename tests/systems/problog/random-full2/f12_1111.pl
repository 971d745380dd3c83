:- use_module(library(lists)).
0.6::e0(3).
0.3::e0(2).
0.1::e1(2).
0.1::e1(1).
0.3::e1(3); 0.2::e1(1); 0.3::e1(2).
p00(Y) <- e1(Z), e0(3), e1(Z), between(1,3,Y).
0.8::p10 :- p10, e1(1), e1(3), T =.. [g, 1], T \== g(0).
0.25::p10 :- (p00(3), e0(X), e0(Y)) ; (p00(Y), e1(Y), call(e0, Y), Y @=< f(1)).
p10 :- p00(1), p11(X,Z).
0.7::p11(X,Y) :- (X == 2, p00(2), e1(Z), e0(Z), between(1,3,X), between(1,3,Y), Z @< f(1)) ; (p00(2), p11(Y,1), e0(Y), between(1,3,X), W is X + 1, W < 5, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p11(X,X) :- p11(Z,Z), p00(Z), e0(Y), between(1,3,X).
p20(X) :- (p20(Z), p00(Z), between(1,3,X)) ; (p10, e1(3), between(1,3,X)).
p20(Y) :- e0(Z), p11(Z,Z), between(1,3,Y), Z < 2.
query(p10).
query(p20(X)).
query(p00(X)).
evidence(p20(1), false).
