:- use_module(library(lists)).
0.3::e0.
e1(1,1).
e1(2,3).
0.3::e1(3,3); 0.2::e1(2,2).
0.3::e2(2).
0.4::e3(2,2).
0.4::e3(2,3).
p00 :- (p01, e1(X,1), X \== X, X \== X) ; (p00, p01).
0.9::p01 :- p00, p00, subquery(e2(3), Q), Q < 0.33.
p01 :- e3(Z,Z).
P::p10(X) <- (e3(X,X), p10(X)), P is X / 4.
p10(Y) :- (e2(2), p01, between(1,3,Y), call(e3, Y, Y), Y @>= a) ; (e2(Y), findall(V, e2(V), L), L = []).
query(p00).
query(p10(Y)).
