:- use_module(library(lists)).
e0(3).
0.3::e0(1); 0.1::e0(2); 0.1::e0(3).
0.8::e1.
p00(X) :- p00(Y), e1, p00(Y), between(1,3,X), findall(V, e0(V), L), L = [], \+ e1.
0.5::p00(X) :- e0(Z), p00(Z), between(1,3,X), compare(O, Z, 3), findall(V, e0(V), L), sum_list(L, T), T > 2.
p00(Y) :- e1, between(1,3,Y), call(e0, Y).
p10(3,X) <- p10(X,Z), p10(3,Z).
p10(Y,Y) :- (p11(X), e0(Y), p10(3,Y)) ; (p11(2), e0(Z), between(1,3,Y)).
0.4::p10(Y,X) :- (p11(Z), p10(Z,X), p11(Z), between(1,3,Y), not p00(Z), not e0(X)) ; (p11(1), p10(Y,X)).
\+p10(2,Y) :- e0(Y).
0.8::p11(X) :- p11(X), p00(X), p11(X), findall(V, p00(V), L), length(L, N), N >= 1.
p11(X) :- p00(Y), p00(X), p11(1), Y \= Y.
\+p11(3) :- e0(1).
p20 :- p00(Y).
0.3::\+p20 :- e0(1).
P::p21(X) :- (e0(Y), p21(Y), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 2), P is X / 4.
p21(1) :- e0(Y), e1, p21(1), findall(V, p11(V), L), L = [].
P::p30(Y,X) <- (p11(Z), p10(Z,Z), p10(Z,Z), between(1,3,X), between(1,3,Y)), P is X / 4.
p30(Y,Y) :- e0(Y).
0.7::\+p30(X,X) :- e0(X).
0.5::p31 :- p11(3).
query(p10(1,2)).
query(p00(3)).
query(p00(X)).
