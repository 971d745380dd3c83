:- use_module(library(lists)).
0.5::e0(3,1).
0.3::e1(3,3).
0.9::e1(1,2).
0.8::e1(3,1).
0.1::e1(3,3); 0.2::e1(2,2); 0.2::e1(1,1).
0.1::e2(3,1).
0.75::e2(2,3).
0.3::e2(2,2); 0.1::e2(3,3); 0.2::e2(1,1).
e3.
p00(Y) :- p00(Z), p00(Z), between(1,3,Y).
P::p01(X,X) :- (e1(2,X), p00(2)), P is X / 4.
p01(2,Y) :- e3, e3, between(1,3,Y).
p10(X) :- p00(X).
0.4::p10(Y) <- (e0(Z,X), between(1,3,Y)) ; (p01(1,2), between(1,3,Y)).
p10(Y) :- e1(Y,Y), e0(3,Y), p01(Y,Z), findall(V, e1(1,V), L), length(L, N), N >= 1.
p20(X,Y) :- p20(3,1), p21, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0), Y =\= 3.
P::p20(X,Y) :- (e2(Z,Z), e2(Z,Z), between(1,3,X), between(1,3,Y), Z @=< 3), P is Y / 4.
p21 :- p00(1), T =.. [g, 2], T \== g(0).
p21 :- p20(X,Y), p01(X,X), \+ p10(X).
query(p01(X,X)).
query(e3) :- between(1,2,X).
