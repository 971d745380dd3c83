:- use_module(library(lists)).
0.7::e0(2).
0.7::e0(1).
0.2::e0(2); 0.3::e0(1); 0.1::e0(3).
0.4::e1(3).
0.3::e1(1); 0.2::e1(3).
0.5::e2(3).
0.1::e2(3); 0.1::e2(2); 0.3::e2(1).
0.3::e3(2,2).
0.1::e3(2,3).
0.75::e3(3,1).
0.2::e3(2,2); 0.3::e3(3,3); 0.2::e3(1,1).
p00(Y,X) <- e3(3,X), between(1,3,Y), compare(O, X, 2).
p00(X,Y) :- e3(Y,Y), p01(3), e0(1), between(1,3,X).
p00(X,X) :- p01(Y), e3(Y,Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p01(Y) :- p00(2,Y), p00(X,X), e2(Y), compare(O, Y, 3).
p01(3) :- e3(Z,Y), p00(Y,X), X >= 3, \+ e0(X).
p10(3) <- Y == 2, e3(Z,Y), p11(Z), not e3(Y,Z).
P::p11(Y) :- (e1(3), p00(3,Y)), P is Y / 4.
0.3::p11(Y) :- p00(X,Y), p11(X).
p11(X) :- p01(Y), e0(X), e3(Y,Y).
p20(1) :- (p10(2), e1(2), p11(Z), Z \= Z) ; (Z == 3, e2(Z), findall(V, e2(V), L), L \= []).
p20(Y) :- p11(Z), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2, \+ p11(Z).
p20(Y) :- (p10(2), p01(X), between(1,3,Y)) ; (e2(Z), e1(Z), between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2).
p30(Y) :- p10(Y).
p31(Y) :- p10(X), between(1,3,Y).
query(p00(2,1)).
query(p01(1)).
query(p01(1)).
