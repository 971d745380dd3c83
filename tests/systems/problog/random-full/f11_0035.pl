:- use_module(library(lists)).
e0(2,3).
0.2::e0(3,3); 0.2::e0(2,2); 0.1::e0(1,1).
0.3::e1(1).
0.1::e1(2); 0.1::e1(3); 0.1::e1(1).
0.6::e2(2,3).
0.5::e2(1,1).
0.1::p00(Y) <- (e2(X,2), p00(X), e2(X,Z), between(1,3,Y), Y @=< f(1)) ; (e0(2,X), between(1,3,Y)).
P::p00(X) :- (p00(1), e1(1), p00(Y), between(1,3,X)), P is X / 4.
0.8::p00(X) <- (e0(Z,X), p00(3)) ; (e2(1,Y), p00(Y), between(1,3,X), not e1(1)).
p10 :- p00(Y).
p10 :- (p11(Z)) ; (p11(3), e0(Z,3), p00(2), Z \= Z).
p10 :- e1(Z), T =.. [g, Z], T \== g(0).
p11(Y) :- p10, between(1,3,Y), findall(V, e2(Y,V), L), L = [].
query(p10).
query(e2(X,X)).
query(e0(X,Y)).
query(e0(X,X)) :- between(1,2,X).
