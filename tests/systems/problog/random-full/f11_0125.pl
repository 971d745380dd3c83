:- use_module(library(lists)).
e0.
0.6::e1(1,1).
0.3::e1(1,1); 0.2::e1(3,3).
0.25::e2(1,1).
0.4::p00 <- p01(3), e0, T =.. [g, 1], T \== g(0).
p00 :- e0, p01(Y), compare(O, Y, 3), Y @>= f(1).
p00 :- e1(Y,Y), p00, p00.
0.4::p01(1) :- e1(3,2), T =.. [g, 3], T \== g(0), findall(V, e2(3,V), L), L \= [].
p10(Y) :- (p00, e0, p10(Y)) ; (Z \== 3, p01(Z), p11, e2(X,Z), between(1,3,Y)).
p11 :- p10(Y), p00, Y @=< 1.
p20(2) :- p10(X), p00, findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, W is X + 2, W < 5.
p30 :- (p00, p11) ; (p20(Y), p01(Y), p31(1,X), Y @< 2).
p30 :- (p30, e1(Z,Z), p30, \+ e2(1,3), findall(V, e1(Z,V), L), L \= []) ; (p10(2), e2(1,X), X =\= 3, X @=< 3).
p30 :- p10(Y), p11, Y \= Y, T =.. [g, Y], T \== g(0).
P::p31(3,Y) :- (Y == 1, p10(2), e0, between(1,3,Y), not p10(3)), P is Y / 4.
p31(X,Y) :- (p11, between(1,3,X), between(1,3,Y), X =:= 1) ; (p01(1), e1(3,Y), p31(1,Y), between(1,3,X)).
0.1::p31(Y,X) :- e1(Z,2), between(1,3,X), between(1,3,Y), compare(O, Z, 1), findall(V, e1(Z,V), L), L = [].
query(e2(3,2)).
query(p30).
query(e2(3,X)).
