:- use_module(library(lists)).
e0(1,2).
0.7::e0(2,1).
0.3::e0(3,3).
0.2::e2(2).
0.1::e2(3).
0.3::e2(2); 0.1::e2(1); 0.2::e2(3).
0.25::e3.
p00(X) :- e1(Y,Z), between(1,3,X), call(e0, Z, 1), X @>= 3.
0.7::p00(3) :- e3, p00(X), X == 2, call(e0, 1, X).
p00(3) :- (e3, p00(3), e2(2), \+ e2(2), not e1(3,1)) ; (e2(Y), p00(3), findall(V, e0(Y,V), L), L \= []).
P::p10(Y,Y) :- (e1(1,Z), p00(Z), between(1,3,Y), Z @>= f(1), Z \== Y), P is Y / 4.
p10(X,Y) :- p00(Z), e1(Z,Y), e2(Z), between(1,3,X).
P::p20(X,X) :- (e3, p20(Z,X)), P is X / 4.
p20(X,X) :- e3, e0(Y,Y), e2(X), compare(O, Y, 1), not e1(3,Y).
query(e1(3,2)).
query(p20(X,3)).
query(e2(X)) :- between(1,2,X).
evidence(e3, true).
