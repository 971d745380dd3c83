:- use_module(library(lists)).
0.6::e0(3,3).
0.6::e0(3,1).
e0(3,2).
0.2::e0(1,1); 0.1::e0(2,2); 0.1::e0(3,3).
0.9::e1(1,2).
0.8::e1(1,1).
0.9::e1(1,3).
0.3::e1(3,3); 0.3::e1(1,1).
e2(3).
0.2::e2(2); 0.3::e2(1).
p00(3) :- (p00(X), e2(Y), e1(3,X), call(e2, X)) ; (e1(Y,Y), call(e1, Y, 3), Y @>= 2).
p10(Y) :- e2(2), e2(Z), p00(Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
p11 :- Y == 2, e1(Z,Y), T =.. [g, Z], T \== g(0).
p11 :- e1(3,Y), p11, e0(Y,Y), findall(V, p00(V), L), sum_list(L, T), T > 2, call(p00, Y).
p20(Y) :- p10(Z), p10(Z), between(1,3,Y), \+ e0(Z,Y), Y =:= 1.
p20(Y) :- p20(3), p10(Y), not p10(Y), W is Y + 3, W < 5.
P::p20(X) :- ((p10(2), between(1,3,X), \+ p00(X)) ; (e1(Z,Y), p00(Y), e2(Z), between(1,3,X), findall(V, p10(V), L), L = [])), P is X / 4.
0.25::p30(Y) :- p20(Y), e1(2,3).
query(p10(1)).
query(p11).
query(p20(3)).
evidence(p00(1), false).
