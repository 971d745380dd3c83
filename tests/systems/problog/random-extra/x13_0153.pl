:- use_module(library(lists)).
0.3::e1(3).
0.1::e1(2).
0.3::e1(1); 0.2::e1(3).
p00 <- p00, p01(3), p01(Z).
p00 :- e1(2), p00, p01(1).
p01(Y) :- p00, e0(3,Z), p01(2), between(1,3,Y).
\+p01(2) :- e1(2).
p10(X) :- X \== 3, p01(3), between(1,3,X).
p10(Y) :- p01(1), p01(Y).
p10(Y) :- p11(Y,2), e1(Y), p11(Y,3), W is Y + 2, W < 5, T =.. [g, Y], T \== g(0).
\+p10(X) :- e1(X).
p11(1,3) :- e1(Z), Z \== Z, W is Z + 3, W < 5.
P::p11(X,X) :- (e0(Z,1), between(1,3,X)), P is X / 4.
0.2::\+p11(2,1) :- e0(3,1).
p20 <- (p20) ; (e0(X,3), p01(2)).
p30(X) :- p20, e0(X,Z).
0.3::p30(Y) :- (p00, between(1,3,Y), not p10(1), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2) ; (p01(2), p20, e0(Z,1), between(1,3,Y)).
p30(Y) :- p11(Z,X), e0(1,X), p30(X), between(1,3,Y), call(p10, Y).
query(p11(3,X)).
query(p01(X)).
query(p10(X)).
query(p30(X)) :- between(1,2,X).
query(\+ p10(3)).
