:- use_module(library(lists)).
0.2::e0(3).
0.8::e1(2,3).
0.2::e1(1,1); 0.3::e1(3,3); 0.3::e1(2,2).
e2(1,1).
0.6::e2(2,2).
0.2::e2(3,3); 0.3::e2(1,1); 0.1::e2(2,2).
e3(3).
0.2::e3(3); 0.2::e3(1); 0.1::e3(2).
0.9::p00 <- e2(Y,Y), e3(1), p00, findall(V, e3(V), L), L \= [], not e1(Y,Y).
P::p01(Y) :- (p00, between(1,3,Y), compare(O, Y, 3)), P is Y / 4.
0.9::\+p01(Y) :- e2(Y,2).
p10(2,2) <- p10(2,Z), e1(Z,Z), e2(1,Z), call(e3, Z), not e2(Z,Z).
p10(X,1) :- (e2(3,Y), p01(Z), between(1,3,X), call(e0, 2), not p01(X)) ; (e0(Z), p11(3), between(1,3,X), \+ e2(X,3), subquery(p01(3), Q), Q < 0.33).
p10(X,Y) :- e1(X,X), between(1,3,Y).
p11(X) :- e0(X), p10(X,3), e3(Y), \+ e1(X,Y).
p11(X) :- (e0(Y), between(1,3,X), not e1(2,Y)) ; (p00, between(1,3,X), not e2(X,X), X == 1).
p20 :- Y \== 3, p01(Y), p21, T =.. [g, Y], T \== g(0).
p21 :- (p10(X,Y), p11(X)) ; (e1(2,3), e1(3,X)).
0.5::p21 <- e1(3,Z), p11(2), p10(3,X), T =.. [g, X], T \== g(0).
0.25::p21 :- e3(X), p20, \+ e1(X,2).
0.9::p30(X) :- p10(Y,Z), p11(3), p30(X).
p30(Y) <- p30(Z), between(1,3,Y), \+ p00.
\+p30(X) :- e0(X).
query(p01(2)).
query(e3(X)) :- between(1,2,X).
query(\+ p01(2)).
