:- use_module(library(lists)).
0.2::e0.
0.4::e1(2).
0.1::e1(3).
0.1::e1(2); 0.3::e1(1); 0.3::e1(3).
0.25::e2(1).
0.75::e2(2).
0.3::e2(1); 0.1::e2(2); 0.3::e2(3).
p00(X,Y) :- e1(1), e1(1), between(1,3,X), between(1,3,Y).
p10(X,X) :- (p00(X,X), W is X + 3, W < 5, \+ e1(2)) ; (e0, p10(Z,2), between(1,3,X)).
p10(Y,Y) :- p11, e0, between(1,3,Y).
P::p10(X,X) :- (p11, p11, between(1,3,X), T =.. [g, X], T \== g(0), \+ e2(X)), P is X / 4.
p11 :- p00(Z,X), p11, e1(2), not e2(X).
p11 :- (e0, p10(X,2), p00(X,1), X @>= 2) ; (p11, e0, p10(Z,Y)).
p20(3) :- e2(Y), T =.. [g, Y], T \== g(0), \+ e0.
P::p20(X) :- (X == 1, p10(X,X), e2(X)), P is X / 4.
p21(X,Y) <- (p20(Z), p10(Z,Z), p10(Z,3), between(1,3,X), between(1,3,Y), X \= Y) ; (p11, p20(1), e0, between(1,3,X), between(1,3,Y)).
0.6::p21(X,X) :- e0, e2(1), e2(Y), between(1,3,X), findall(V, p10(Y,V), L), sort(L, S), length(S, N), N < 2, not e1(Y).
0.5::p21(2,X) :- p11, e2(Y), p11, between(1,3,X), \+ e1(3).
p30(1) :- e1(Y), p31(Y), T =.. [g, Y], T \== g(0).
P::p30(X) :- (p20(1), p10(Y,X), W is X + 3, W < 5), P is X / 4.
p30(Y) :- p31(X), p00(X,X), between(1,3,Y), W is X + 3, W < 5.
p31(Y) :- Y == 1, p00(Z,Z), between(1,3,Y), W is Y + 1, W < 5.
0.5::p31(Y) :- e2(Z), e1(Z), between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, \+ e2(1).
query(p00(X,X)).
query(p30(X)) :- between(1,2,X).
query(\+ p00(1,3)).
evidence(p00(2,1), true).
