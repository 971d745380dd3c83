:- use_module(library(lists)).
e0(3,1).
0.3::e0(3,3).
e1.
0.4::e2(3,1).
0.25::e3(2).
0.7::e3(3).
p00(Y) :- (e2(Z,X), e2(X,2), between(1,3,Y), \+ e2(Z,Z), W is Z + 2, W < 5) ; (e3(Z), between(1,3,Y)).
p00(Y) <- p00(Y), p00(Z), e2(Y,Z), call(e2, Z, Z).
P::p10(3,X) :- (e3(X), e3(X), e1, findall(V, p00(V), L), L = []), P is X / 4.
P::p10(X,X) :- (e2(Z,1), between(1,3,X), findall(V, e2(Z,V), L), L = []), P is X / 4.
p11(1) :- e2(Y,Z), e3(X), p10(2,2), call(p00, X).
p11(Y) :- (e2(1,2), between(1,3,Y)) ; (p11(Y), e3(Y), Y =\= 2, Y \== Y).
p20 :- p10(Y,Z), Y =:= 2.
0.8::p21 :- (e0(Z,Z), p20) ; (e3(2), p10(Y,X), not e2(Y,X), X \= Y).
P::p30(Y,2) :- ((e3(X), between(1,3,Y), \+ p00(1)) ; (e3(Y), p21, e3(Y), Y =\= 1)), P is Y / 4.
p30(X,X) :- e1, p00(Y), p10(Y,3), between(1,3,X), T =.. [g, Y], T \== g(0).
p31(Y) :- p21, between(1,3,Y).
query(e1).
query(p20).
query(p20).
query(p30(X,X)) :- between(1,2,X).
