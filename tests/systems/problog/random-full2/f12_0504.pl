:- use_module(library(lists)).
e0(1,2).
0.4::e0(2,2).
e0(3,2).
0.7::e1.
0.4::e2(1).
0.3::e2(1); 0.3::e2(2).
0.4::p00 <- p01(X), e2(X), e0(X,X).
P::p01(Y) :- (e2(1), between(1,3,Y)), P is Y / 4.
p10 :- Z == 1, p00, e2(Z), p01(Z), Z =:= 1.
p10 <- p00, T =.. [g, 3], T \== g(0), findall(V, e0(2,V), L), L \= [].
p10 :- e0(Z,Z), e1, \+ p00, findall(V, p01(V), L), length(L, N), N >= 1.
query(p00).
query(p01(3)).
query(e1).
query(\+ e1).
