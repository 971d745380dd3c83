:- use_module(library(lists)).
0.2::e0(1,1).
0.8::e0(2,3).
e0(1,2).
e1(1).
e1(2).
0.5::e2.
P::p00(Y) <- (e0(Z,Y), e0(Z,1)), P is Y / 4.
p00(X) :- p00(Z), p00(Z), between(1,3,X), Z @=< 1, T =.. [g, X], T \== g(0).
P::p10(Y) <- (p11(3,Z), e2, p11(2,3), between(1,3,Y), findall(V, e0(Y,V), L), L \= [], Y = 3), P is Y / 4.
p10(Y) :- p11(1,Y).
0.6::p11(2,X) :- p10(3), between(1,3,X).
P::p11(2,X) :- (e2, p10(2), e0(Y,X), findall(V, e1(V), L), L = []), P is X / 4.
p20 :- p20.
p20 :- e1(1), p10(2).
p21 :- e2, p11(X,Z), p10(X), \+ p00(X).
0.2::p21 :- p20, findall(V, e1(V), L), length(L, N), N >= 1.
query(p11(2,2)).
query(e1(Y)).
query(p20) :- between(1,2,X).
