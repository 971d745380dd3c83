:- use_module(library(lists)).
0.8::e0(2).
0.8::e0(3).
e1.
0.75::e2.
0.75::p00(Y,Y) :- p00(Y,2), e0(Y), e1, W is Y + 1, W < 5.
P::p00(Y,Y) :- ((e1, e1, between(1,3,Y), Y \= Y) ; (e1, between(1,3,Y))), P is Y / 4.
p00(1,3) :- (e2, not e0(3)) ; (p00(X,X), e2, e0(X)).
p10(Y) :- e0(X), e1, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.7::p10(Y) :- (p11(1), p11(2), e0(3), between(1,3,Y), Y \== Y, \+ e1) ; (e0(1), between(1,3,Y)).
P::p10(Y) :- (e2, e2, e1, between(1,3,Y), call(e0, Y)), P is Y / 4.
0.5::p11(X) :- p11(Y), p10(Y), between(1,3,X), findall(V, p00(Y,V), L), length(L, N), N >= 1.
0.4::\+p11(Y) :- e2, between(1, 3, Y).
0.2::p20(X) :- p11(Z), e0(Z), between(1,3,X), X @>= a.
p20(Y) :- p10(X), e2, e2, between(1,3,Y), \+ p10(Y), \+ e1.
P::p20(Y) :- (p10(X), e2, between(1,3,Y)), P is Y / 4.
p30 :- (e2, p10(X), findall(V, e0(V), L), length(L, N), N >= 1) ; (p11(Z)).
query(p00(1,X)).
query(p11(Y)).
query(e0(X)) :- between(1,2,X).
evidence(p20(3), false).
