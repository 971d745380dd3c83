:- use_module(library(lists)).
0.4::e0(3,3).
0.2::e0(3,3); 0.3::e0(2,2); 0.3::e0(1,1).
e1(3).
e2(1).
0.75::e2(3).
0.3::e2(2); 0.3::e2(3).
0.4::e3.
0.75::p00 :- (e0(Y,Y), e1(Y), T =.. [g, Y], T \== g(0), Y =:= 2) ; (e2(Z), e0(Z,Z), compare(O, Z, 2), Z @< a).
0.1::p00 :- p00, e2(Y), e1(2), Y @=< 2, Y @>= 1.
p00 <- (e2(X), e0(Z,Y), p00, Y = Y, T =.. [g, Y], T \== g(0)) ; (e2(Y), \+ e1(2), not e1(Y)).
P::p10(Y) :- (p11(Z), between(1,3,Y), \+ e3, compare(O, Y, 2)), P is Y / 4.
p10(X) :- e0(3,Z), between(1,3,X), X < 2, \+ e1(Z).
p11(X) :- p11(Y), p10(2), e0(Y,Y), between(1,3,X), compare(O, X, 1).
p20 :- e3.
p20 :- e0(X,Z), e0(Z,Z), p10(3), \+ e0(X,Z), X < 1.
p30(X,Y) :- p30(Z,Z), between(1,3,X), between(1,3,Y).
p31(3) :- e1(3).
p31(2) :- Z \== 1, p10(Z), findall(V, p10(V), L), L = [].
query(e2(X)).
query(p30(X,3)).
query(p10(1)).
query(e2(X)) :- between(1,2,X).
