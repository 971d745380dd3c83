:- use_module(library(lists)).
0.8::e0(3).
0.2::e0(2).
0.2::e0(2); 0.2::e0(3).
e1(1,2).
0.25::e1(2,2).
0.1::e2(2).
P::p00(Y) :- (e1(X,3), p00(X), between(1,3,Y)), P is Y / 4.
p00(2) :- p00(Z), W is Z + 3, W < 5.
0.75::p00(X) :- e1(Z,Y), e1(X,3), not e1(Y,1), T =.. [g, Z], T \== g(0).
0.4::p10 :- (p10, e1(1,3)) ; (e2(Y)).
0.2::p10 :- e2(Z), \+ p00(Z).
p10 :- (p10, e0(Y), e2(3), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)) ; (p00(Y), p00(1), e0(Y), \+ e2(Y)).
p20(Y) :- p00(2), between(1,3,Y).
query(p20(Y)).
query(e2(2)).
evidence(e1(2,2), true).
