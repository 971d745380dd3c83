:- use_module(library(lists)).
0.6::e0(1,1).
0.3::e0(3,3).
0.5::e1(3,1).
0.8::e1(1,3).
0.6::e1(1,1).
0.3::e1(3,3); 0.2::e1(2,2).
0.1::e2(2).
0.4::e2(1).
p00 :- e0(X,X), e2(X), X =\= 1, findall(V, e2(V), L), L \= [].
0.9::p00 :- (p00) ; (e1(Z,X), compare(O, Z, 1)).
p00 :- e1(Y,X), e0(X,Y), findall(V, e1(Y,V), L), L = [], \+ e1(X,Y).
p10(X,Y) :- e2(Z), between(1,3,X), between(1,3,Y), not e2(Y).
p11(Y) :- p00, e1(X,Z), between(1,3,Y), call(e1, X, Y).
P::p11(Y) :- ((p11(2), p11(1), p11(X), between(1,3,Y), \+ p00, \+ e1(2,X)) ; (e0(Y,Y), p11(Y))), P is Y / 4.
0.3::p11(1) :- e1(3,1).
0.4::p20(Y) :- (p10(1,Z), between(1,3,Y), call(e0, Z, Z)) ; (p21, p20(X), between(1,3,Y), compare(O, X, 3), Y < 1).
P::p20(X) :- (e2(Z), e2(Z), p20(3), between(1,3,X)), P is X / 4.
p21 <- p10(Z,Y), e1(3,X), p10(3,X), not p10(X,X), \+ e2(X).
p21 :- Z \== 2, p10(Z,Y), p00, call(e1, Y, Z).
query(p10(Y,Y)).
