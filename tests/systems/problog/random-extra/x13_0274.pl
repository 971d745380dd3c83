:- use_module(library(lists)).
e0(3).
e1(1).
0.6::e1(2).
0.3::e2.
0.9::e3(3).
0.4::p00(X) <- e0(Z), e1(X), p00(Z).
0.9::p00(2) :- e1(Z).
p00(X) :- (e1(Z), e2, e1(Z), between(1,3,X), \+ e2, Z == 2) ; (e3(1), between(1,3,X)).
p10 :- (e3(2)) ; (e0(1), p00(Y), Y @=< 1).
p10 :- e1(Y).
p10 :- p00(Z), e1(Y), e2, not e1(Y).
0.4::p20(Y) :- e1(Y), e2, findall(V, e1(V), L), L \= [].
0.9::p20(Y) :- p10, between(1,3,Y), findall(V, e3(V), L), length(L, N), N >= 1.
p30 :- p00(Y), p30, compare(O, Y, 1), Y @>= 3.
0.25::\+p30 :- e2.
0.75::p31 :- (e3(3), p10, subquery(e1(1), Q), Q < 0.33, findall(V, e3(V), L), length(L, N), N >= 1) ; (e1(1), p30).
0.75::p31 :- e3(Z), findall(V, p20(V), L), L \= [], call(e1, Z).
\+p31 :- e1(2).
query(e0(1)).
query(e2).
evidence(p10, true).
