:- use_module(library(lists)).
0.8::e0(1,1).
e1(1).
0.1::e1(3); 0.3::e1(1); 0.1::e1(2).
0.5::e2(3,2).
e2(2,3).
0.3::e2(2,1).
e3(1,3).
0.9::p00(1,2) :- e2(X,2), p00(X,X), T =.. [g, X], T \== g(0).
p00(Y,2) :- p01(1,1), between(1,3,Y), Y =:= 2, \+ e1(2).
p00(Y,X) :- (p00(Y,Z), between(1,3,X)) ; (e1(X), e2(Z,X), e2(X,Z), between(1,3,Y), call(e1, Z), \+ e2(X,1)).
p01(X,Y) :- (e2(Y,Z), between(1,3,X), \+ e2(X,Z), \+ e0(3,Z)) ; (p00(X,Z), between(1,3,Y)).
p10 :- p11, e0(Y,X), W is X + 2, W < 5.
p11 :- p01(2,Y), Y @=< a.
p11 :- p01(2,1).
p11 :- p00(Z,3), p01(Y,Z), p00(Z,1), T =.. [g, Z], T \== g(0).
0.75::p20(X,Y) <- e3(Z,2), p10, e2(3,Z), between(1,3,X), between(1,3,Y), findall(V, e3(X,V), L), sum_list(L, T), T > 2.
query(p10).
query(p10).
