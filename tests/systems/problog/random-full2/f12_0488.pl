:- use_module(library(lists)).
0.7::e0(2).
e0(3).
e2(1,1).
0.9::e2(3,1).
0.1::e3(3,3); 0.1::e3(2,2); 0.2::e3(1,1).
0.75::p00 :- (e2(Z,3), e3(Z,1), p00, call(e1, Z, Z)) ; (p01, T =.. [g, 1], T \== g(0)).
0.2::p00 :- e1(1,2), T =.. [g, 1], T \== g(0), findall(V, e3(1,V), L), L \= [].
p00 :- e2(Z,X), p01, e3(X,3).
p01 :- e2(Y,X), p01, p00.
p10(Y) :- (e2(Z,3), between(1,3,Y), call(e3, Z, 3)) ; (p10(Y), not e2(Y,2), compare(O, Y, 1)).
P::p10(Y) :- (p10(2), e3(3,1), between(1,3,Y)), P is Y / 4.
p10(Y) :- p00, between(1,3,Y), call(e1, 3, Y), not e0(Y).
p11(X) :- p00, between(1,3,X), X @=< 3, W is X + 1, W < 5.
p11(Y) :- (p00, p00, p00, between(1,3,Y), \+ e1(Y,Y), Y < 1) ; (e1(3,Y), p00, p00).
query(e3(X,X)).
query(e0(3)).
query(p00).
