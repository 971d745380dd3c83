:- use_module(library(lists)).
0.4::e0(2,3).
0.9::e0(1,2).
0.75::e0(2,1).
0.6::e1.
0.1::e2(1,3).
0.1::e2(2,2); 0.2::e2(3,3).
0.6::e3(1).
0.7::e3(3).
p00(Y,1) :- (e1, between(1,3,Y), Y \== 2, not e3(3)) ; (e0(3,Y), e3(Y), e3(Y), findall(V, e3(V), L), L = [], \+ e0(Y,Y)).
p00(X,1) :- e3(Z), e2(Z,2), e1, between(1,3,X).
p10 :- (p00(Z,Y), Z @>= 2) ; (e3(X), p11(X,X)).
p10 :- e0(X,Z), e0(Z,X), e1, T =.. [g, Z], T \== g(0), Z =\= 3.
0.5::p10 :- e0(X,Y), p10, e1, W is Y + 2, W < 5.
p11(X,X) :- p10, p11(Y,X).
p11(X,X) :- Z == 2, p11(3,Z), between(1,3,X), \+ e0(1,Z).
p11(Y,Y) :- e1, p00(Z,X), between(1,3,Y), call(e3, Y), call(e3, Y).
p20(Y) :- p20(2), e0(X,Z), e0(Z,Z), between(1,3,Y), T =.. [g, Y], T \== g(0).
P::p20(X) :- (p00(3,Y), e3(Y), between(1,3,X)), P is X / 4.
p20(X) :- p10, p20(X), e3(Y).
query(p00(X,2)).
query(p00(X,2)).
query(e3(3)).
query(\+ e0(2,2)).
evidence(p00(3,3), true).
