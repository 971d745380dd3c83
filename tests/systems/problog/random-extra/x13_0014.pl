:- use_module(library(lists)).
0.2::e0(2).
0.2::e0(3).
0.3::e1(2,2).
0.2::e1(2,2); 0.1::e1(3,3); 0.3::e1(1,1).
0.7::p00 <- e0(Z), p00, Z == Z, call(e1, Z, Z).
P::p10(Y) :- (e1(Y,Y), p10(Z), findall(V, e0(V), L), L \= []), P is Y / 4.
P::p20(Y) <- (p21(X,Z), p20(3), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
P::p21(X,1) :- (e0(Y), e0(Y), e1(1,Y), between(1,3,X), X < 3, \+ e0(Y)), P is X / 4.
query(e1(1,Y)).
evidence(p20(2), true).
