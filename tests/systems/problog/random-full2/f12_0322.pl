:- use_module(library(lists)).
0.9::e0(3).
0.7::e0(2).
0.4::e0(1).
0.9::e1(1).
0.3::e1(1); 0.2::e1(2); 0.3::e1(3).
0.9::e2.
p00 :- p00, p01(Y), e1(Y), findall(V, e0(V), L), length(L, N), N >= 2.
p01(Y) :- p00, p01(X), between(1,3,Y), T =.. [g, X], T \== g(0).
p10 :- e1(3), p01(Y), e0(Y).
p10 :- p10, e0(Y), p10, Y =:= 1, Y @< f(1).
p20(Y) :- p01(1), between(1,3,Y).
p21(X) :- p20(X), p01(X), e2, X =\= 2, X =\= 2.
p21(3) :- p20(1), \+ p01(1).
P::p21(X) :- (p20(Y), e2, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, X =:= 3), P is X / 4.
P::p30(Y,3) <- (p00, p10, between(1,3,Y), Y @>= 3), P is Y / 4.
p31(X,1) :- p20(1), between(1,3,X), X = X.
p31(Y,X) :- e0(Z), between(1,3,X), between(1,3,Y), not p20(Y), not p01(Z).
p31(X,Y) :- (e2, e0(Y), p31(2,Y), between(1,3,X)) ; (Y \== 1, e2, p20(3), between(1,3,X), between(1,3,Y)).
query(p30(Y,X)).
