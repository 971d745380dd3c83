:- use_module(library(lists)).
e0.
0.4::e1.
p00 <- e0.
p00 :- p00, p00, call(e2, 3).
p10(Y) <- p10(Z), e2(Z), between(1,3,Y).
0.3::p10(Y) :- (e1, between(1,3,Y), findall(V, e2(V), L), L = []) ; (e0, between(1,3,Y)).
query(e0).
query(e1).
query(e2(X)).
evidence(p00, false).
