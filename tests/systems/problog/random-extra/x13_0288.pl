:- use_module(library(lists)).
0.5::e0(2).
0.75::e0(1).
0.25::e1(1).
e1(3).
0.4::e1(2).
0.2::e1(3); 0.2::e1(2).
0.1::e2.
p00 :- e2, e1(Z).
p00 :- p00, p00, e1(1).
p00 :- p00, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10(3) :- p00.
p10(Y) :- (p11(Z), p00, between(1,3,Y)) ; (e1(X), between(1,3,Y), call(e1, Y)).
p11(3) :- (e2, e2, e0(Y)) ; (e0(Y), \+ e1(Y), findall(V, e0(V), L), L \= []).
\+p11(X) :- e0(X).
query(e1(X)).
query(p11(X)) :- between(1,2,X).
