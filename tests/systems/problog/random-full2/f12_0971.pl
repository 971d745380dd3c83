:- use_module(library(lists)).
0.4::e0(1,1).
0.1::e0(1,1); 0.3::e0(2,2); 0.2::e0(3,3).
0.6::e1(1,3).
e1(2,3).
p00 :- e2(3), p01(2,1), e0(X,X), X =:= 2.
p00 :- (e0(Y,X), e2(Y)) ; (e0(3,X), p00, p00, X \= X).
0.6::p00 :- e2(2), p00, p01(1,X).
0.1::p01(1,3) :- e0(Y,Z), p01(2,3), e2(3).
p10(X) :- p10(Y), between(1,3,X).
P::p10(X) :- ((p00, p01(3,Y), between(1,3,X), \+ p00, T =.. [g, Y], T \== g(0)) ; (p10(Z), p11(Z), between(1,3,X))), P is X / 4.
p10(1) :- p11(Y), p11(Y), e2(Y), T =.. [g, Y], T \== g(0).
p11(Y) :- p10(Z), between(1,3,Y), Y @=< 2.
P::p11(X) :- ((p11(Y), p10(3), p11(Y), between(1,3,X), T =.. [g, Y], T \== g(0)) ; (p00, e0(X,Z), p00, findall(V, e1(Z,V), L), L = [])), P is X / 4.
p11(X) :- p11(Z), between(1,3,X).
p20(Y,1) :- (e0(X,3), between(1,3,Y), \+ p10(3), not e0(X,X)) ; (p01(X,Z), p10(Y)).
p20(Y,X) :- e0(Y,Y), p01(Z,X), Z < 2, not p01(Y,Z).
p21(2) :- p01(Y,Y), W is Y + 1, W < 5, Y \== Y.
0.6::p21(Y) :- Y == 2, e2(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p21(3) <- p00, p11(X), p00.
query(p01(3,Y)).
query(p20(2,Y)).
evidence(p00, false).
