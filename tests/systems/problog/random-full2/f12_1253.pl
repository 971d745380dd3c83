:- use_module(library(lists)).
0.25::e0(2).
0.2::e0(2); 0.2::e0(3).
0.2::e1(1).
e1(2).
0.9::e2.
0.4::e3(2,1).
0.5::e3(2,3).
0.5::e3(2,2).
P::p00(X) :- (e2, p00(Z), between(1,3,X), call(e1, X), Z @>= 2), P is X / 4.
p00(Y) :- e0(X), p00(X), e3(2,X), between(1,3,Y), not e1(Y), call(e1, 1).
0.2::p00(Y) :- e0(Y), e0(Y), e1(Y), Y =\= 2, findall(V, e1(V), L), L = [].
p10(2) :- e1(Y), e2, e3(Z,1).
0.2::p10(Y) :- p00(Y), p00(Y), p00(Y).
0.5::p20(3) :- e2.
p21(X) :- (p20(Z), between(1,3,X), Z =\= 2, call(e0, X)) ; (e1(Y), e0(X), findall(V, p10(V), L), L \= []).
p21(X) :- e3(Y,Z), e2, between(1,3,X), X >= 1, Z @=< f(1).
P::p21(Y) :- (e3(Y,Y)), P is Y / 4.
P::p30(X) :- (p00(3), between(1,3,X)), P is X / 4.
p30(Y) :- p31(X), p30(X), p21(Z), between(1,3,Y), X @=< f(1).
p31(X) :- p30(X).
0.4::p31(Y) :- p20(Y), p00(Y).
p31(Y) :- p00(X), between(1,3,Y).
query(e1(X)).
query(e1(3)).
query(p31(3)).
query(e3(X,X)) :- between(1,2,X).
evidence(p30(2), false).
