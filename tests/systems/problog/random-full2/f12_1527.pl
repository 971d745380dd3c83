:- use_module(library(lists)).
0.4::e0.
0.1::e2(2,1).
0.2::e2(1,3).
0.3::e2(2,3).
0.3::e2(1,1); 0.1::e2(2,2); 0.2::e2(3,3).
0.75::e3.
p00(Y) :- (e2(X,Z), p00(3), e1(Z,X), between(1,3,Y)) ; (e1(X,Z), between(1,3,Y)).
p00(X) :- X == 2, e1(2,Z), between(1,3,X).
P::p00(X) :- ((e3, e0, p00(Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e2(1,V), L), length(L, N), N >= 1) ; (X == 2, p00(Z), p00(Z), e1(Z,Z), between(1,3,X), not e2(2,2))), P is X / 4.
p10(X) :- e1(X,Y), e1(Y,1).
p11 :- (e1(X,Y), e2(Y,Y), e0, findall(V, e2(X,V), L), L = [], \+ e2(X,1)) ; (e1(Z,1), e3, W is Z + 3, W < 5).
0.3::p11 :- e2(Y,2), e0, p00(Y), findall(V, p00(V), L), L = [], findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
p20 :- e1(Z,2), e3, \+ p00(Z), Z @< a.
p20 :- p10(X), p10(X), e0, T =.. [g, X], T \== g(0), compare(O, X, 1).
p20 :- p00(Y), e2(Y,X), X < 2, Y @=< 3.
query(e1(3,3)).
query(e1(2,3)).
