:- use_module(library(lists)).
e0.
0.3::e1(2); 0.1::e1(1); 0.2::e1(3).
0.1::e2(3).
0.8::e3.
P::p00(Y) :- (e1(Y), W is Y + 3, W < 5, Y =\= 1), P is Y / 4.
p01(Y) :- e1(3), between(1,3,Y), \+ e3.
0.8::p10(X) :- p01(Y), e3, between(1,3,X).
p10(Y) :- e1(Z), e3, e1(2), between(1,3,Y), Z \== Z.
P::p10(Y) :- (e3, e3, e2(Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p11 :- p11, e2(2).
p11 :- p00(Y), p01(Y).
p20 <- e0, not p10(3).
p30(Y,X) :- p10(X), between(1,3,Y), T =.. [g, X], T \== g(0).
p31(Y) :- (e2(3), e2(Y), findall(V, p00(V), L), length(L, N), N >= 1, \+ p11) ; (p01(X), e0, between(1,3,Y)).
query(p20).
query(p31(X)) :- between(1,2,X).
