:- use_module(library(lists)).
e0.
0.7::e1.
e2.
0.5::e3(1,1).
0.1::e3(3,3); 0.2::e3(1,1).
p00 :- p01, e3(Y,2), p01.
p00 :- e2.
0.3::p00 :- p00, p01, findall(V, e3(3,V), L), length(L, N), N >= 2, findall(V, e3(3,V), L), sum_list(L, T), T > 2.
\+p00 :- e3(1,1).
p01 :- (e1, p00) ; (e0, p01, findall(V, e3(3,V), L), length(L, N), N >= 2).
p01 :- (p01, e1, e1) ; (e1, e0, \+ e2).
0.4::p01 :- e3(2,1), e3(Z,1), compare(O, Z, 3), Z >= 3.
p10(X) :- e3(Y,2), e3(Y,1), between(1,3,X).
p10(X) :- p00, e0, between(1,3,X), T =.. [g, X], T \== g(0), not e3(1,2).
p20 <- (p01, p01) ; (e2).
\+p20 :- e3(2,1).
query(e0).
query(e0).
evidence(e2, true).
