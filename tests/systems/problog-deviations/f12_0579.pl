:- use_module(library(lists)).
0.3::e0(2).
0.75::e1(3).
0.4::e1(2).
0.2::e2(2,1).
0.1::e2(1,1).
0.9::p00 :- e1(Y), p01(Y,2), call(e1, Y).
p01(3,Y) :- (e0(2), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1(Z), e2(Z,X), p01(2,1), between(1,3,Y), X @< 3).
0.8::p01(Y,Y) :- (p01(X,Z), e0(Z), between(1,3,Y), \+ e2(X,2), \+ e1(Z)) ; (e2(Z,Y), e2(X,Z)).
p01(X,Y) :- (e2(1,3), e0(X), e2(X,X), between(1,3,Y), Y @< 3) ; (e1(2), p00, between(1,3,X), between(1,3,Y)).
p10(X) :- (p01(1,X), \+ p00, T =.. [g, X], T \== g(0)) ; (e2(Z,2), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0)).
0.1::p20(X) :- p10(2), p00, p00, between(1,3,X).
0.4::p30(Y) :- p30(Z), e0(3), between(1,3,Y), findall(V, e2(Z,V), L), sum_list(L, T), T > 2.
p31(X) :- p20(Y), p01(1,Y), between(1,3,X).
query(p20(Y)).
query(e2(1,3)).
query(p30(X)) :- between(1,2,X).
evidence(p20(2), false).
