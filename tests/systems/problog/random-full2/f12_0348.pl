:- use_module(library(lists)).
0.1::e0(1,1).
e0(3,3).
0.2::e0(1,1); 0.2::e0(3,3).
0.4::e1.
0.8::e2.
0.8::e3.
P::p00(2,X) :- ((p00(1,1), e2, between(1,3,X), findall(V, e0(X,V), L), L = [], X @< 3) ; (e3, p00(X,3), not e0(X,X), W is X + 1, W < 5)), P is X / 4.
0.1::p01(X,X) :- p00(2,Z), e0(Z,2), e2, between(1,3,X), findall(V, e0(1,V), L), sum_list(L, T), T > 2.
0.2::p01(Y,Y) :- (e1, e2, between(1,3,Y), compare(O, Y, 1), findall(V, e0(2,V), L), sum_list(L, T), T > 2) ; (e2, between(1,3,Y), \+ e0(Y,Y)).
p10(1,3) <- p11(Z,X), e2.
p10(Y,Y) :- p01(1,X), p11(2,X), between(1,3,Y), T =.. [g, Y], T \== g(0), X =\= 3.
0.7::p10(Y,X) :- e0(Y,Z), e3, between(1,3,X), findall(V, p01(3,V), L), length(L, N), N >= 2.
p11(Y,X) :- p01(X,Z), p11(X,X), between(1,3,Y), X =:= 2.
query(e3).
query(p10(Y,Y)).
query(e2) :- between(1,2,X).
