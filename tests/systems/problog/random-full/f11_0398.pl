:- use_module(library(lists)).
0.3::e0(2).
0.1::e0(1).
0.6::e0(3).
0.5::e1(2).
e1(1).
0.3::e1(3).
0.1::e1(1); 0.2::e1(2).
0.4::p00 :- e1(Y), e1(Y), Y @< 2.
p00 :- e0(Y), e0(X), p01(Z), T =.. [g, Y], T \== g(0), Z == Z.
p00 :- (p00) ; (p01(Y), Y @>= f(1), Y =:= 1).
p01(Y) :- e0(2), e0(X), between(1,3,Y), X =:= 1.
0.1::p10(Y,X) :- e1(Y), p10(Y,2), between(1,3,X), compare(O, Y, 3), Y == X.
p10(Y,2) :- e0(X), between(1,3,Y).
p20 :- p10(Y,3), p00, p01(Y), findall(V, e0(V), L), L = [], W is Y + 2, W < 5.
0.25::p20 :- e1(X), e1(X), p01(X).
p20 :- p01(2), p10(3,3), p20.
p21(X) <- p01(1), p10(1,Z), between(1,3,X).
p30(X) :- e0(Y), e1(Y), e0(Y), between(1,3,X).
query(p21(Y)).
query(p00) :- between(1,2,X).
evidence(p01(2), false).
