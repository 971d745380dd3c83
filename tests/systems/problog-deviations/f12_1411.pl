:- use_module(library(lists)).
e0.
0.4::e1(1,2).
p00 :- p01(X,X), e0, e0, \+ e0.
0.6::p00 :- (e1(1,2), p01(2,Z), p01(1,Z), Z =\= 3) ; (p00, p00).
p01(1,X) :- (p01(Y,3), e1(Y,2), p00, between(1,3,X)) ; (p00, between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, not e1(1,X)).
P::p01(Y,Y) :- (p01(1,Z), p01(Z,Z), between(1,3,Y)), P is Y / 4.
p01(Y,3) :- e1(Z,X), p00, between(1,3,Y), W is Y + 2, W < 5.
P::p10(X,1) :- (p10(1,Z), p01(Y,Y), p10(Z,3), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, p01(Y,V), L), L = []), P is X / 4.
p10(Y,X) :- p00, p00, p11(X), between(1,3,Y), Y < 1.
p10(Y,X) :- X \== 2, e0, e0, e0, between(1,3,X), between(1,3,Y), findall(V, p01(X,V), L), sum_list(L, T), T > 2.
0.75::p11(X) <- p00, e1(3,X), p00, X =\= 2.
query(p10(3,1)).
query(e1(2,Y)).
query(p01(Y,3)).
query(p11(X)) :- between(1,2,X).
query(\+ p01(2,1)).
