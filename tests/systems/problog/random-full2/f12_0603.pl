:- use_module(library(lists)).
0.25::e0(2,3).
e0(3,3).
0.2::e0(1,1); 0.2::e0(2,2); 0.3::e0(3,3).
0.4::e1(3).
0.7::e1(1).
0.1::e1(1); 0.3::e1(2).
0.1::e2(1).
0.3::e2(3).
0.3::e2(2); 0.2::e2(3).
e3(3).
0.5::e3(2).
0.3::e3(2); 0.1::e3(1); 0.1::e3(3).
0.6::p00(Y) :- e3(Z), e0(Z,Z), e3(X), between(1,3,Y).
p00(Y) :- e2(1), p01(Y,Z), p00(Y), call(e2, 2), not e0(1,3).
p00(Y) :- p01(2,X), between(1,3,Y), Y @>= 2.
P::p01(Y,X) :- (e2(Y), between(1,3,X)), P is Y / 4.
0.3::p01(X,Y) :- e0(3,Z), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0), Z =\= 1.
p01(Y,X) :- p00(X), e2(2), between(1,3,Y), \+ e2(Y).
P::p10(X) :- (e2(Z), between(1,3,X)), P is X / 4.
p10(1) :- p10(1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10(1) :- e1(1), T =.. [g, 3], T \== g(0), \+ p01(1,3).
p11 :- e2(Y), p11.
0.7::p20(Y,Y) :- p21(1), between(1,3,Y), W is Y + 2, W < 5.
p20(X,X) :- (e1(1), between(1,3,X), not e3(X), \+ e2(X)) ; (p01(Z,3), between(1,3,X), \+ e1(X)).
p21(Y) :- (e2(X), between(1,3,Y)) ; (Y == 3, p01(2,Y), e2(2), T =.. [g, Y], T \== g(0)).
p30(Y) <- p01(Z,X), p10(Z), between(1,3,Y), W is Z + 3, W < 5.
P::p30(X) :- (e3(Y), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
p30(1) :- (e1(Z), findall(V, e2(V), L), length(L, N), N >= 2, Z =\= 1) ; (p11, e2(Y), \+ e2(Y), compare(O, Y, 1)).
query(e2(Y)).
query(p20(1,Y)).
query(p11).
