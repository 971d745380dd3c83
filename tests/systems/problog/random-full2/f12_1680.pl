:- use_module(library(lists)).
0.7::e0(3).
0.4::e1(1).
0.4::e1(3).
0.1::e1(1); 0.3::e1(2).
0.2::e2(2,2).
p00 <- p00.
0.7::p00 :- (e2(2,Y), Y =:= 3, T =.. [g, Y], T \== g(0)) ; (p00, e0(Z), Z == Z, \+ e2(Z,Z)).
p01(X,X) :- (Y \== 3, p01(3,Y), between(1,3,X)) ; (p01(X,1)).
p01(X,X) :- e2(Z,Y), p01(Z,Y), e1(Y), between(1,3,X).
p10 :- (p10, e2(3,2)) ; (Y \== 3, e1(Y), e0(1), e2(2,Y)).
p10 :- Z == 3, e1(X), e2(X,Z), e1(X), Z \= X.
p20(Y) :- p01(X,X), e2(1,X), p10, between(1,3,Y), \+ e2(X,Y).
p20(3) :- p10, e0(X), e0(3), findall(V, e0(V), L), length(L, N), N >= 1.
p20(1) :- e0(X), p00, p10, T =.. [g, X], T \== g(0).
P::p21(Y) :- (p00, p01(X,Y), p01(Z,Y)), P is Y / 4.
query(p10).
query(p10).
