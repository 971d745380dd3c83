:- use_module(library(lists)).
0.9::e0(1,3).
e0(1,2).
0.9::e1(3).
0.1::e1(3); 0.2::e1(2); 0.2::e1(1).
0.8::e2.
0.9::p00(3) :- e2, e1(X), X < 2, compare(O, X, 3).
p00(Y) :- p00(X), between(1,3,Y), W is X + 2, W < 5.
0.4::p10(Y,X) :- p00(Y), e0(Z,2), between(1,3,X), findall(V, e1(V), L), L \= [].
p10(2,X) :- p10(2,2), p10(3,Z), between(1,3,X).
p10(X,X) :- p00(1), between(1,3,X), X < 1.
p20 <- (X == 3, e0(Z,X), e2, call(e0, X, Z)) ; (e2, call(p10, 3, 3)).
p20 :- p00(Y).
p20 :- e0(X,Y), p10(X,1).
0.4::p21(X) :- e0(1,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
0.1::p21(Y) :- p21(2), e0(Y,Z), p20, not e0(Z,2).
p30(X) :- p00(2), p30(Z), between(1,3,X), Z @=< f(1), not p21(Z).
P::p30(Y) :- (p00(3), between(1,3,Y), \+ p00(1)), P is Y / 4.
0.1::p30(Y) :- Z \== 3, e0(X,Z), p00(2), p00(1), between(1,3,Y).
p31(1) :- p20, p21(Y), p31(1), Y =:= 2, Y @< a.
p31(X) :- (e1(Y), between(1,3,X)) ; (p20, p21(1), between(1,3,X), findall(V, p21(V), L), L = []).
query(p30(Y)).
query(e0(2,Y)).
evidence(p21(2), false).
