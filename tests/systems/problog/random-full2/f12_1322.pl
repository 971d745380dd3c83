:- use_module(library(lists)).
0.5::e0.
e1(3,1).
0.4::e1(1,2).
p00 :- p00, e0.
p00 :- e1(Y,1), e1(1,2), e0.
p10(Y,Y) :- e1(1,1), e0, between(1,3,Y), call(e1, Y, 1).
p10(X,Y) :- p00, between(1,3,X), between(1,3,Y).
p10(X,Y) :- p00, between(1,3,X), between(1,3,Y).
p11(X) :- (p11(X), p00, X \= X) ; (p10(2,Z), p00, between(1,3,X), findall(V, e1(2,V), L), L = []).
p11(Y) :- p00, e1(Y,Y), e0, findall(V, e1(Y,V), L), L = [].
p20 :- (p20, \+ e1(1,2), T =.. [g, 2], T \== g(0)) ; (p21(Z), e0, Z \= Z).
0.6::p20 :- p00, p20.
P::p21(X) :- (e0, between(1,3,X)), P is X / 4.
p21(1) :- e1(Z,3), Z =:= 2, W is Z + 2, W < 5.
P::p21(Y) :- (p11(Z), between(1,3,Y), W is Z + 2, W < 5), P is Y / 4.
query(p11(3)).
query(p10(Y,3)).
query(e0) :- between(1,2,X).
query(\+ p11(3)).
evidence(e0, false).
