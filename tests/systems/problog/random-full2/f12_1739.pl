:- use_module(library(lists)).
0.9::e0(1).
0.6::e1(3).
0.25::e1(2).
0.2::e1(2); 0.3::e1(1); 0.2::e1(3).
e2(3).
0.6::e2(1).
0.6::e3.
p00(Y) <- e1(Z), p00(Z), e1(1), between(1,3,Y).
0.4::p00(Y) :- (e1(2), e2(Y), p00(Y), Y < 2) ; (e0(3), e3, between(1,3,Y), \+ e0(Y)).
0.4::p10(X) :- (e3, e3, between(1,3,X), X @=< f(1), \+ e1(X)) ; (p11(Z,1), p00(Z), between(1,3,X), X =:= 1, findall(V, e2(V), L), length(L, N), N >= 1).
p11(X,X) :- p11(X,Y), findall(V, p00(V), L), sum_list(L, T), T > 2.
0.3::p11(X,Y) :- p00(Y), e2(Y), between(1,3,X), X @< 2.
p20(X,Y) :- e0(Z), e1(Z), p10(X), between(1,3,Y).
p20(Y,X) :- p10(X), p20(X,X), p11(X,1), between(1,3,Y), \+ p00(Y).
P::p20(1,X) :- (e3, p11(Z,2), p10(Z), between(1,3,X), not e2(X)), P is X / 4.
p30(X) :- (p10(2), p11(X,Y), findall(V, p10(V), L), length(L, N), N >= 1) ; (e2(Z), between(1,3,X)).
0.75::p30(Y) :- (p00(3), p30(Z), between(1,3,Y), findall(V, p20(3,V), L), L \= []) ; (e2(2), between(1,3,Y)).
p31(Y,X) :- p11(2,Z), between(1,3,X), between(1,3,Y), \+ e3.
P::p31(3,X) :- (p11(X,X), p31(1,X), p10(X)), P is X / 4.
query(e2(1)).
query(p10(Y)).
query(e0(X)) :- between(1,2,X).
