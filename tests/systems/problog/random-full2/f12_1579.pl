:- use_module(library(lists)).
0.2::e0(3).
0.1::e0(2); 0.1::e0(1).
0.4::e1.
e2(3).
0.8::e2(1).
0.1::e2(1); 0.3::e2(3); 0.2::e2(2).
0.1::p00(X,X) :- p00(Y,X).
p10(Y) :- e1, e2(Y), compare(O, Y, 3), W is Y + 2, W < 5.
0.2::p20(Y) :- e0(3), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2.
p20(Y) :- e0(X), e0(X), e2(X), between(1,3,Y), Y = X.
p20(X) :- (e2(Z), p20(Z), e2(Y), between(1,3,X), \+ p10(Z)) ; (p00(Z,1), e2(Z), between(1,3,X)).
P::p21(Y) :- (Y == 3, e0(X), between(1,3,Y), Y @=< 2), P is Y / 4.
p21(Y) :- e0(1), e1, between(1,3,Y), T =.. [g, Y], T \== g(0).
p21(3) :- e1, e2(Z), \+ e0(3).
P::p30(Y) :- (p10(2), p10(2), between(1,3,Y)), P is Y / 4.
p30(Y) :- e2(Y), e2(1), Y @< 3.
0.1::p30(X) :- (p30(Z), p20(Z), between(1,3,X)) ; (p00(Z,Y), between(1,3,X)).
p31(Y,Y) :- p10(Z), p10(Y), \+ e2(3), W is Z + 3, W < 5.
query(e0(X)).
query(e1).
query(p20(2)).
evidence(p30(3), true).
