:- use_module(library(lists)).
0.75::e0(3,1).
0.25::e0(2,2).
e1(2).
0.9::e1(3).
0.5::e2(2,3).
0.5::e2(3,3).
0.8::e2(1,2).
0.5::e2(1,3).
0.2::e2(3,3); 0.2::e2(1,1); 0.2::e2(2,2).
0.7::e3(3).
p00 :- (e1(Z), e0(3,Z)) ; (p00, e3(Y), e1(Y), \+ e2(2,Y)).
p00 :- p00, \+ e2(1,2), not e1(3).
p00 :- (e1(Z), e1(3), e3(Z), not e3(3)) ; (e1(3), e2(3,1), p00, findall(V, e3(V), L), L = []).
p10 :- p10, e1(X), e0(3,X).
p10 :- (e2(Y,Y), e0(X,X), p10, X =\= 3) ; (e2(Z,Y), e3(X), e0(Y,Y), call(e0, 3, 1)).
P::p20(Y,1) :- (e2(3,Z), between(1,3,Y), T =.. [g, Z], T \== g(0)), P is Y / 4.
p20(X,Y) :- e0(Y,X), e2(Y,X).
p30 :- p00, call(e3, 3).
p30 :- p30, T =.. [g, 3], T \== g(0), findall(V, e2(1,V), L), sum_list(L, T), T > 2.
p31(Y) :- e1(2), e0(X,3), e3(Y).
P::p31(Y) :- (p20(X,Z), e3(X), e0(Z,X), between(1,3,Y), \+ p00, call(e2, 1, Z)), P is Y / 4.
P::p31(X) :- ((p10, between(1,3,X), \+ p20(X,X), findall(V, e2(X,V), L), length(L, N), N >= 1) ; (e2(Y,1), p20(Y,Y), between(1,3,X), findall(V, e0(X,V), L), L \= [])), P is X / 4.
query(p30).
query(p10).
