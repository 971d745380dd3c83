:- use_module(library(lists)).
0.4::e0.
0.3::e1(2).
0.4::e2.
e3.
0.3::p00(2) :- e0, \+ e0.
P::p00(Y) :- ((Y == 1, e2, e0, e2, between(1,3,Y), compare(O, Y, 2)) ; (p00(Y), e0, e2, call(e1, Y))), P is Y / 4.
0.8::\+p00(1) :- e0.
0.8::p10 :- (e2, p10, p10, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (p10, \+ e0).
p11(X) :- e1(Z), e2, between(1,3,X), call(p00, Z).
0.3::p11(2) :- e2, \+ p00(2).
p20(Y) :- p00(Z), p10, p00(3), between(1,3,Y), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
0.3::p20(3) :- p21(Y), e1(Y), p10, findall(V, p00(V), L), L \= [], T =.. [g, Y], T \== g(0).
p21(Y) :- p20(Y), p11(3), p20(Y), compare(O, Y, 2), call(e1, Y).
0.7::\+p21(X) :- e1(X).
query(e3).
query(p00(3)).
