:- use_module(library(lists)).
0.9::e0.
0.8::e1(2,2).
e1(2,1).
0.75::e1(1,2).
0.2::e1(3,3); 0.3::e1(2,2); 0.2::e1(1,1).
0.4::e3(1,2).
0.1::e3(2,2); 0.1::e3(3,3); 0.1::e3(1,1).
0.5::p00(X) :- p00(2), between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e3(X,V), L), length(L, N), N >= 2.
p10(X) :- p00(Y), between(1,3,X).
p10(3) :- p10(3).
p10(Y) :- (e1(3,Y)) ; (p00(Y), call(e2, 1, Y)).
p11 :- e3(3,Z), e2(Z,2).
p20 :- p00(X), p00(X), \+ p11, call(p00, 2).
0.3::p20 :- p00(2).
\+p20 :- e0.
p30 :- (p31, e0) ; (p00(X), p31, p20, compare(O, X, 2)).
p30 :- Z == 2, e3(Z,Z), p10(Z), findall(V, e3(2,V), L), sum_list(L, T), T > 2.
p30 :- p30, p00(2), p11, subquery(e2(2,1), Q), Q < 0.33.
p31 :- e3(Y,1).
p31 :- p11, e3(X,Y), \+ p10(Y).
p31 :- p30, e1(2,3), p30.
query(p00(Y)).
query(e1(X,1)).
query(e3(X,X)) :- between(1,2,X).
