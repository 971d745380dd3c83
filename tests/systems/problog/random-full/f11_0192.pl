:- use_module(library(lists)).
e0(2).
0.1::e0(2); 0.3::e0(1).
0.1::e1(1,3).
0.5::e1(2,3).
0.3::e1(1,1); 0.1::e1(2,2); 0.1::e1(3,3).
p00(Y,2) :- p01(3,X), e1(Y,X).
P::p00(X,X) :- (e0(1), p01(Z,X), e1(Z,Z), call(e1, Z, 1)), P is X / 4.
0.4::p00(Y,Y) :- (e0(X), between(1,3,Y), X @>= 3) ; (p00(2,Y), e1(Y,3), p01(1,3)).
p01(Y,X) :- e1(Z,X), e0(X), between(1,3,Y), \+ e0(X).
p01(Y,X) :- e1(1,X), e0(2), p00(Y,1).
p01(X,2) :- e0(2), e1(3,X), e1(3,X), X @< 3, T =.. [g, X], T \== g(0).
p10(1) <- p10(Z), p00(X,Z), X >= 2.
p10(X) <- p01(3,X), p10(X), p01(X,Z), \+ p00(X,Z).
p11(3) :- e1(X,Z), p00(X,Z), e0(3).
p11(Y) :- p00(Z,X), e1(Z,X), between(1,3,Y), X =\= 2, \+ e1(2,X).
P::p20(Y) :- (e1(Y,Z)), P is Y / 4.
p20(X) :- (p01(3,X), p01(X,X), findall(V, e0(V), L), L = []) ; (X \== 2, p10(2), between(1,3,X)).
p20(1) :- (p20(Y), p10(Y)) ; (e1(X,3), p20(3), p11(X)).
p30 :- p00(3,2).
p30 :- (p11(X), e0(X), findall(V, e1(X,V), L), sum_list(L, T), T > 2, X \= 2) ; (e1(Y,X), e0(X)).
0.7::p31 :- p11(X), p31, p30, call(p11, 2).
p31 :- e1(Z,1), p30, p01(1,Z), call(p00, Z, Z), \+ p10(Z).
query(p31).
query(p30).
query(e0(Y)).
