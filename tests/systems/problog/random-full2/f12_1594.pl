:- use_module(library(lists)).
e0(3).
0.9::e1(3).
0.1::e2.
0.25::e3(1,3).
0.4::e3(3,1).
p00(X,X) :- p01(1), e2, p01(Z), between(1,3,X), compare(O, Z, 3).
P::p01(X) :- (e1(X), p01(2), p01(3)), P is X / 4.
P::p10(Y) :- (e3(2,3), e3(3,X), e3(1,X), between(1,3,Y)), P is Y / 4.
p10(X) :- p10(3), between(1,3,X), T =.. [g, X], T \== g(0), call(p00, X, X).
p20 :- p00(Y,X), p10(Y), p10(3), T =.. [g, Y], T \== g(0).
p20 :- p20, e0(3), p00(1,Z), T =.. [g, Z], T \== g(0).
p20 :- (p00(3,Y), \+ p00(3,Y)) ; (p01(Z), T =.. [g, Z], T \== g(0)).
p30(X) :- p30(X), p30(X), not p01(X), findall(V, p10(V), L), L \= [].
0.3::p31(Y,X) :- p10(X), p00(1,1), p00(X,1), between(1,3,Y).
query(p30(2)).
query(e0(X)) :- between(1,2,X).
query(\+ e0(3)).
evidence(p20, false).
