:- use_module(library(lists)).
0.75::e0(1,3).
0.4::e0(2,3).
0.25::e1(1).
0.3::e1(3); 0.1::e1(1).
e2(1).
0.2::e2(2).
0.5::e2(3).
p00(2) :- e0(Y,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p00(X) :- ((e1(3), e0(2,Z), e2(1), between(1,3,X), W is Z + 2, W < 5, call(e2, 2)) ; (e0(Z,Z), e0(Y,Z), e0(Z,Z), between(1,3,X), Y \= Z)), P is X / 4.
p10(3) :- (p00(X), \+ e1(X), W is X + 3, W < 5) ; (p00(1)).
p10(3) :- (e2(3), e2(2)) ; (e2(Y)).
p10(Y) :- (e1(Z), e1(X), between(1,3,Y)) ; (p10(1), e0(1,Y), p00(2), \+ e0(Y,Y), T =.. [g, Y], T \== g(0)).
p20(X) :- p20(Y), between(1,3,X), X \== X.
P::p30(X) :- (p10(2), p10(Z), p00(2), between(1,3,X), call(e2, Z)), P is X / 4.
p30(X) :- e2(Z), between(1,3,X), Z @>= f(1), \+ e0(Z,X).
query(p00(X)).
query(e1(Y)).
