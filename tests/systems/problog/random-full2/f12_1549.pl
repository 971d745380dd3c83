:- use_module(library(lists)).
0.8::e0(2,1).
0.25::e0(1,1).
0.75::e0(1,3).
0.3::e0(3,3); 0.3::e0(2,2); 0.1::e0(1,1).
0.75::e1(2).
0.1::e1(3).
0.2::e1(1); 0.1::e1(2).
0.1::e2(3).
0.8::e2(1).
0.3::e2(3); 0.2::e2(1).
0.8::e3(3,3).
0.1::e3(2,1).
p00(X) :- (p01(Z), between(1,3,X)) ; (e1(3), between(1,3,X), X \== 2, X \== X).
0.4::p00(X) :- p00(1), between(1,3,X), X =\= 1.
p01(Y) :- Y \== 1, e2(Y), e2(Y).
p01(Y) :- (p01(Y), findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2, Y =\= 3) ; (Y \== 2, e1(X), p00(Z), e0(X,Z), between(1,3,Y), Y = Z).
0.1::p10(2,X) :- e2(2), e1(3), e3(Z,3), between(1,3,X).
p20(X,X) :- p01(3), between(1,3,X), W is X + 3, W < 5.
p20(Y,X) <- p20(Z,3), p00(Z), between(1,3,X), between(1,3,Y), not e3(X,3), W is X + 3, W < 5.
p20(Y,X) :- e3(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
query(p01(2)).
query(e1(1)).
query(e0(X,2)).
evidence(e2(1), false).
