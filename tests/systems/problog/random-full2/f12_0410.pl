:- use_module(library(lists)).
0.4::e0.
0.8::e1(1).
0.3::e2(1); 0.3::e2(2).
p00(Y,X) <- p01, e2(Z), between(1,3,X), between(1,3,Y), Z < 2, X >= 3.
p01 :- p01.
p10(X) :- e2(Y), between(1,3,X).
P::p10(Y) :- (p00(Z,X), between(1,3,Y), X < 3, compare(O, Y, 2)), P is Y / 4.
p10(X) :- p00(Z,1), p11(Z), between(1,3,X), not p00(X,3), call(e2, Z).
p11(Y) :- p10(Z), e0, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ e1(Z).
0.2::p11(X) :- Y == 3, e1(Y), e2(1), between(1,3,X).
p20 :- p11(2), findall(V, p00(1,V), L), sort(L, S), length(S, N), N < 2.
P::p21(X) :- (p21(Z), e2(3), p11(1), between(1,3,X), call(p00, 1, 1)), P is X / 4.
0.2::p21(Y) :- p10(Y), p10(Y), p11(Y).
query(p11(2)).
query(p01).
query(\+ p01).
