:- use_module(library(lists)).
0.4::e0(1,2).
0.8::e0(3,3).
0.1::e0(2,2); 0.1::e0(1,1).
0.8::e1.
e2(1).
0.4::e2(3).
0.3::e3.
p00 :- e3, \+ e0(3,2).
p00 :- (e1, e2(Z), findall(V, e2(V), L), length(L, N), N >= 1, Z >= 2) ; (p00, e3, e1, T =.. [g, 3], T \== g(0)).
p00 :- (e2(Z)) ; (p01(X,2), call(e2, X), T =.. [g, X], T \== g(0)).
p01(X,X) :- e3, between(1,3,X), call(e2, X).
0.6::p10(X) :- p01(X,Z).
p10(1) :- e2(Y), p00, compare(O, Y, 1), Y < 2.
p10(X) :- p01(X,Y), e1, e1, not p01(Y,X).
P::p20(X) :- ((e3, p20(Z), e3, between(1,3,X)) ; (p20(Z), e3, p00, between(1,3,X), W is X + 2, W < 5, \+ e1)), P is X / 4.
0.8::p20(Y) :- e3, p20(X), between(1,3,Y), W is X + 3, W < 5.
p20(Y) :- e3, between(1,3,Y), Y \= Y, Y >= 2.
p30 :- p30, p10(1), p00, T =.. [g, 3], T \== g(0).
p31(X,2) :- e0(X,Z).
p31(X,3) :- p00, p01(2,Y), p20(3), between(1,3,X), call(p20, 3).
query(p10(3)).
query(p30).
query(e0(X,3)).
