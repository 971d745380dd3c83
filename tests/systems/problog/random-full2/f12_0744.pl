:- use_module(library(lists)).
0.1::e0(3); 0.2::e0(2).
0.6::e1(2).
0.1::e1(2); 0.1::e1(3); 0.2::e1(1).
0.7::e2(1,3).
0.9::e2(3,1).
e2(2,1).
0.2::e2(1,1); 0.3::e2(3,3); 0.1::e2(2,2).
p00 :- e2(Z,Z), W is Z + 3, W < 5.
p00 :- e0(X), e2(X,X), p01(X), X = X.
p01(2) <- p01(Y), not e0(Y), findall(V, e0(V), L), L = [].
0.5::p10(Y,Y) :- Y \== 3, p10(Y,X).
p10(1,Y) :- (p00, between(1,3,Y), W is Y + 1, W < 5) ; (Y \== 2, e1(2), between(1,3,Y)).
0.1::p11 :- p10(3,2), p11, e1(Z), Z = 1.
0.7::p11 :- X \== 1, e0(1), e0(X), X @< 2.
p11 :- e2(Y,Y), e0(Z), p11, Z @>= f(1).
p20(X) :- p00, between(1,3,X).
p20(X) :- e0(1), between(1,3,X).
P::p20(Y) :- (p21(3,X), e1(X), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
P::p21(X,Y) :- (p20(Y), e1(Y), e2(Y,Y), between(1,3,X)), P is X / 4.
p21(X,X) :- e0(2), p11, between(1,3,X).
0.7::p21(Y,Y) :- p10(1,Z), between(1,3,Y), call(e1, Z), findall(V, e1(V), L), length(L, N), N >= 2.
p30 :- p20(2), p01(Y).
p30 :- p01(Z).
0.3::p30 :- p10(1,3), p01(2), p11, \+ e0(2).
query(e2(Y,X)).
query(p00).
query(\+ e2(3,3)).
evidence(p10(3,3), true).
