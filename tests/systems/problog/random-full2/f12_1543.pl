:- use_module(library(lists)).
0.7::e0.
0.3::e1(2).
0.3::e1(3).
0.6::e1(1).
0.4::e2(1,1).
0.2::e3(1).
p00(2,Y) :- p00(Z,Z), e1(Z), e0, between(1,3,Y), call(e2, Y, Z).
p00(X,X) :- (e2(Y,3), p00(3,Y), between(1,3,X), \+ e1(2), \+ e3(X)) ; (e1(2), e2(Z,Z), between(1,3,X)).
p01(2) :- p00(X,1), \+ e0, X =\= 2.
P::p01(X) :- (e3(X), \+ e3(X)), P is X / 4.
p01(X) :- (e2(X,Z), p01(Z), e1(X)) ; (e2(Z,1), between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2).
p10(Y) :- e1(3), e2(X,1), between(1,3,Y), not e3(Y), call(e2, Y, X).
P::p10(X) :- (p01(Z), e0, between(1,3,X)), P is X / 4.
0.75::p10(X) :- (Y == 3, e1(Y), between(1,3,X)) ; (e2(Z,Y), e3(Z), between(1,3,X), compare(O, Y, 1), T =.. [g, Y], T \== g(0)).
p20(X) :- e3(X), e1(X).
0.8::p21(Y) :- e3(Y), findall(V, e2(Y,V), L), L \= [].
query(p10(Y)).
query(p00(X,Y)).
