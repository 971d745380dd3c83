:- use_module(library(lists)).
0.8::e0(2,2).
0.6::e1.
p00(Y) :- e0(3,1), between(1,3,Y), compare(O, Y, 2), Y =\= 3.
p00(Y) :- e1, e0(Z,X), e0(1,2), between(1,3,Y), W is X + 3, W < 5.
P::p10(X) :- (p00(2), p10(Z), between(1,3,X), Z \= Z, findall(V, p00(V), L), L = []), P is X / 4.
p10(Y) :- p10(1), e0(Y,2), e0(1,Y).
0.25::p20(Y,Y) <- p20(X,Y), not p00(Y).
p20(Y,1) :- (e1, p00(Z), between(1,3,Y), Z =\= 3) ; (p00(Y), p20(1,Y), p20(Y,Y), T =.. [g, Y], T \== g(0)).
0.25::p20(Y,X) :- p10(Y), p10(Y), between(1,3,X), T =.. [g, Y], T \== g(0), \+ p00(Y).
query(p00(3)).
query(\+ e1).
evidence(e0(2,2), false).
