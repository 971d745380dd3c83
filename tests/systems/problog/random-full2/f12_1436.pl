:- use_module(library(lists)).
e0(1,3).
0.3::e0(2,3).
0.4::e0(1,1).
0.1::e0(2,2); 0.2::e0(1,1).
e1.
0.4::e2(1).
0.6::e2(3).
p00 :- e0(X,X), e1, e0(X,X).
0.2::p00 :- p00, p00, p00, \+ e2(3).
p00 :- e2(X), findall(V, e2(V), L), length(L, N), N >= 2.
p10 <- (e1, e1, p11) ; (p00, e1).
0.9::p11 :- p10.
p11 :- (p00, p11, e1, T =.. [g, 3], T \== g(0), call(e2, 1)) ; (e1).
p11 :- e0(Y,X), p11, p10, findall(V, e0(X,V), L), sum_list(L, T), T > 2.
query(p11).
query(e1).
evidence(e1, false).
