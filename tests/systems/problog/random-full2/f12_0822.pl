:- use_module(library(lists)).
0.75::e0.
0.75::e1(2,1).
0.4::e1(3,1).
0.6::e2(3).
0.2::e2(3); 0.2::e2(1).
0.3::e3(2,1).
0.7::e3(3,2).
0.2::e3(1,1); 0.3::e3(2,2).
p00(X) <- (p01, e3(1,Z), e3(2,1), between(1,3,X), findall(V, e2(V), L), L = []) ; (e0, p01, p01, between(1,3,X)).
p01 :- p00(Y), e2(Y), e1(X,Y), \+ e2(X), W is Y + 3, W < 5.
p01 :- p00(Y), p00(X), p00(Y), call(e3, Y, 2), \+ e3(Y,X).
p01 <- e2(Y), e3(1,3), e2(Y), call(e1, Y, Y).
0.25::p10(Y,3) :- (p00(1), p00(Z), between(1,3,Y), \+ e0) ; (p10(2,Y), e0, p10(3,3), findall(V, e2(V), L), length(L, N), N >= 2, compare(O, Y, 2)).
p10(X,X) :- p01, p10(X,X).
query(e2(Y)).
query(p00(2)).
query(e3(Y,1)).
evidence(e0, false).
