:- use_module(library(lists)).
0.2::e0(3,2).
0.3::e0(2,2).
0.2::e1(1); 0.1::e1(3); 0.3::e1(2).
0.2::e2(1,1).
e2(3,3).
0.4::e2(2,1).
0.2::e3(1,3).
0.8::e3(2,3).
0.2::e3(3,1).
p00 :- e0(X,Y), p00, e3(Y,Y), \+ e3(2,1).
p00 :- p00, \+ e2(1,1), \+ e0(1,3).
p00 :- p00.
p01(X) :- e1(Y), e0(Y,Y), between(1,3,X).
p01(X) :- p00, e0(Y,X), p01(X), Y = X, T =.. [g, X], T \== g(0).
0.2::p10(Y,X) :- e3(Y,Y), e0(2,Y), p01(Y), between(1,3,X).
p10(Y,Y) :- (X \== 1, p10(1,X), p10(X,3), e3(X,X), between(1,3,Y), Y = X) ; (p01(Z), between(1,3,Y), W is Z + 2, W < 5, findall(V, p01(V), L), sum_list(L, T), T > 2).
0.75::p10(X,X) :- p10(Y,X), p00, compare(O, Y, 1).
p20(Y) :- e0(Y,X), e2(3,3).
p20(X) :- p20(X).
p20(Y) :- e3(Z,X), e0(Y,2), p20(X).
0.8::p30(X,X) :- p30(1,Y), between(1,3,X), call(e3, Y, Y), Y >= 2.
p30(3,X) :- p30(Z,Z), between(1,3,X), X >= 3, T =.. [g, Z], T \== g(0).
P::p30(X,3) :- (p00, e0(2,Z), between(1,3,X)), P is X / 4.
0.5::p31(Y,X) :- (p30(X,Y), e0(3,X), p20(2), Y @< 2, W is X + 3, W < 5) ; (p00, p01(Y), p20(Y), between(1,3,X), X =:= 3).
query(e3(1,Y)).
query(p20(2)).
evidence(p30(3,1), true).
