:- use_module(library(lists)).
0.1::e0(1).
0.2::e0(2); 0.3::e0(3); 0.1::e0(1).
0.5::e1.
0.8::e2(3,2).
0.7::e2(1,3).
p00(X) :- (e1, p01(1,Y), e1, between(1,3,X)) ; (e1, e2(Y,1), e1, between(1,3,X), T =.. [g, Y], T \== g(0), W is Y + 2, W < 5).
P::p00(Y) :- ((p00(3), e1, e2(X,2), between(1,3,Y)) ; (e0(X), between(1,3,Y))), P is Y / 4.
p00(1) :- p00(Y), Y = Y, compare(O, Y, 1).
P::p01(Y,X) :- (Y \== 2, e2(Z,Y), e0(Z), p01(Z,Z), between(1,3,X), \+ e2(X,Y)), P is X / 4.
p10(Y,1) :- e0(Z), e0(Z), between(1,3,Y), W is Z + 2, W < 5, \+ e1.
p10(Y,Y) :- e0(X), e1, e1, between(1,3,Y), X @< 3.
p10(X,Y) :- p10(X,X), p01(Y,X), e1, Y =:= 3.
p11 :- e0(Y).
p11 :- e2(Z,Y), e2(X,Y), e2(3,X), Z @>= 2, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.25::p11 :- e0(Z), T =.. [g, Z], T \== g(0).
query(p10(1,X)).
query(e0(Y)).
query(e0(Y)).
query(p11) :- between(1,2,X).
query(\+ e1).
