:- use_module(library(lists)).
e0(2,2).
e1(1,2).
0.6::e2(1).
p00(Y,X) <- (p00(2,Y), e1(Y,Y), e2(3), between(1,3,X), not e0(Y,X)) ; (p00(X,Y), p00(X,2), e1(Y,3), \+ e2(2)).
p00(Y,Y) :- e1(Y,Y), e0(Y,Y), e1(Y,Y), call(e0, 1, 1), T =.. [g, Y], T \== g(0).
0.2::p10 :- e1(Y,X), p11(Y).
0.3::p10 :- e2(X), findall(V, e2(V), L), L \= [].
P::p11(Y) :- (e2(Z), p11(Z), between(1,3,Y), \+ e0(3,Z)), P is Y / 4.
query(p10).
query(e0(1,1)).
query(\+ e2(3)).
