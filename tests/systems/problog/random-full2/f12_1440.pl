:- use_module(library(lists)).
e0(1).
0.75::e0(3).
0.3::e0(3); 0.3::e0(1).
e1(1).
0.25::e1(3).
0.2::e1(2); 0.3::e1(3); 0.2::e1(1).
0.25::p00(Y) :- p00(X), p01(X), between(1,3,Y), findall(V, e1(V), L), L \= [].
P::p00(Y) :- (p00(Y), p01(Y)), P is Y / 4.
p00(X) :- p00(Z), e2(Y,Z), e1(3), between(1,3,X), W is Z + 2, W < 5.
0.6::p01(X) :- (e1(Y), p01(Y), between(1,3,X)) ; (p01(1), between(1,3,X), not e0(X), not e1(3)).
p10(Y,X) <- p11, p11, e0(1), between(1,3,X), between(1,3,Y), findall(V, p01(V), L), L = [].
p10(2,X) :- (e1(Y), e2(Y,1), between(1,3,X), Y \== X) ; (p00(Z), between(1,3,X), not e0(Z), T =.. [g, X], T \== g(0)).
p11 :- p10(Y,2), p01(3), Y \== Y.
p11 <- e2(X,Z), p01(X).
query(e1(Y)).
query(p10(Y,X)).
query(p11).
