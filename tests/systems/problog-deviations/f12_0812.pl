:- use_module(library(lists)).
e0(1,3).
0.8::e0(2,2).
0.2::e0(2,2); 0.1::e0(1,1).
0.5::e1(1).
e1(3).
0.4::e2(1).
0.4::e2(2).
0.3::e3.
p00 <- p00, e1(3), e2(2).
p00 :- e1(X).
0.9::p00 :- p00, p00.
0.9::p10(X,Y) :- (e2(2), e0(Y,2), between(1,3,X)) ; (p00, p00, between(1,3,X), between(1,3,Y), X @>= 1, \+ e3).
p10(Y,X) :- p10(Z,Y), between(1,3,X), W is Z + 3, W < 5, \+ e3.
0.75::p10(2,X) :- e2(Z), e3, e1(2), between(1,3,X).
p11 :- e0(X,Y), compare(O, X, 3), X @>= f(1).
0.8::p11 :- e3, T =.. [g, 2], T \== g(0).
0.75::p20 :- e3, p10(2,Y).
p20 :- e2(X), e1(1), not e0(X,X), not p10(2,X).
p20 :- (e3, e3, T =.. [g, 1], T \== g(0)) ; (e1(1), e2(1), e2(X), not e2(X)).
p21(Y,Y) :- p21(1,1), between(1,3,Y).
0.2::p30 :- X == 2, p21(X,2), p11, \+ e0(X,X).
p30 :- p20, e3, findall(V, e0(3,V), L), L = [].
query(e3).
query(e1(Y)).
query(p00) :- between(1,2,X).
query(\+ p20).
evidence(p30, true).
