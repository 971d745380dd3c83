:- use_module(library(lists)).
0.8::e0(2,2).
e1(2).
0.9::e1(1).
0.2::e1(1); 0.1::e1(2); 0.2::e1(3).
e2(3,1).
p00(Y,1) :- e2(3,X), p00(X,Z), e1(3), between(1,3,Y), findall(V, e2(3,V), L), L = [].
p01 :- e1(2).
p01 :- p01, p00(X,2), T =.. [g, X], T \== g(0), \+ e0(X,X).
p10(Y) :- p00(X,Z), p01, p00(3,X), between(1,3,Y).
p10(X) :- p01, p00(X,1), \+ e2(X,X).
p10(Y) :- e1(Y), e0(2,Y), e0(Z,1), Y >= 1.
P::p20(Y) :- (e0(1,2), between(1,3,Y), Y @< f(1), not e2(Y,3)), P is Y / 4.
p20(X) :- e1(3), e1(2), between(1,3,X), \+ e2(2,X).
p20(Y) :- Y == 3, p01, p20(1), e1(X), between(1,3,Y), X < 3.
query(e2(1,X)).
query(p01).
query(e0(X,X)) :- between(1,2,X).
evidence(e1(1), true).
