:- use_module(library(lists)).
e0(3,1).
0.4::e0(1,1).
0.5::e1.
0.1::e2(1).
0.1::e2(3); 0.3::e2(1).
p00 :- p00, e1, T =.. [g, 1], T \== g(0).
p00 :- (e2(3), p01, p00, findall(V, e2(V), L), sum_list(L, T), T > 2, T =.. [g, 3], T \== g(0)) ; (p00, e2(Z), call(e2, Z), T =.. [g, Z], T \== g(0)).
p00 :- p00, e2(Y).
p01 :- p01.
0.75::p01 :- p01, p00, T =.. [g, 1], T \== g(0).
p10 :- (e2(Y), e0(1,Y), \+ e2(Y)) ; (p01, e2(2)).
p20 :- e0(Z,X), e2(Z), e1, \+ e0(Z,X), T =.. [g, Z], T \== g(0).
query(p01).
query(p00).
query(p01) :- between(1,2,X).
