:- use_module(library(lists)).
e0(2).
0.2::e0(3).
0.75::e0(1).
0.3::e0(1); 0.1::e0(2); 0.1::e0(3).
0.2::e1(3).
0.3::e1(1); 0.2::e1(2).
0.3::p00(X) :- e0(3), between(1,3,X), T =.. [g, X], T \== g(0), \+ e0(X).
p00(2) :- e0(2), e0(Y), e0(Y).
p10(Y,X) :- X == 3, e1(2), p11(X), between(1,3,Y), call(p00, 1).
p11(1) :- e1(Y).
P::p11(Y) :- (p10(Y,1), e1(Z), p11(Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p11(Y) :- p00(3), e0(Y), findall(V, e1(V), L), length(L, N), N >= 1.
p20(X,3) :- X == 3, X == 1, p11(X).
p20(X,X) <- p11(Y), e0(Y), between(1,3,X), findall(V, p00(V), L), L = [], T =.. [g, X], T \== g(0).
P::p20(X,Y) :- (p20(Z,Y), between(1,3,X)), P is X / 4.
p21(Y,1) :- p11(X), p11(X), p00(X), between(1,3,Y), T =.. [g, X], T \== g(0).
P::p21(X,Y) :- (p10(X,3), between(1,3,Y), W is Y + 3, W < 5, \+ e0(Y)), P is X / 4.
p21(X,2) :- p11(2), p10(3,3), e0(X), not e0(X), \+ p10(X,X).
p30 <- p21(X,Z).
p30 :- (p00(3)) ; (e1(Z), Z @>= 3, Z =:= 3).
query(p10(Y,X)).
query(e1(3)).
query(p00(Y)).
