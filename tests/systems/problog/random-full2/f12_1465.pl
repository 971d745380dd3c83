:- use_module(library(lists)).
e0(3).
0.1::e0(2); 0.1::e0(1); 0.2::e0(3).
0.25::e1(2).
0.1::e1(2); 0.3::e1(3).
0.9::e2(3).
0.9::e2(2).
P::p00(X,X) :- (p00(Z,Z), e0(Z), between(1,3,X), Z < 2), P is X / 4.
0.25::p00(X,X) :- e2(3), e0(2), e0(Z), between(1,3,X), call(e2, X).
P::p10(X,Y) :- (e2(1), e2(2), e1(Z), between(1,3,X), between(1,3,Y), X =\= 3), P is Y / 4.
0.4::p10(Y,X) :- p10(X,2), between(1,3,Y).
p20 :- p00(2,Y), p20, e1(Y).
p20 :- p20, p00(3,X).
p20 :- e0(Y), p00(Y,Y), e2(3), findall(V, e2(V), L), L = [], Y \= Y.
p30(3,3) <- e2(Z), T =.. [g, Z], T \== g(0), not e1(2).
p30(Y,Y) :- p30(X,Z), p30(Z,X), between(1,3,Y), Z @=< 1, W is Z + 2, W < 5.
p31 :- p30(3,3).
p31 :- X \== 2, e0(2), p00(Z,X), call(e2, X).
query(p00(X,X)).
query(p20).
query(\+ p30(3,3)).
