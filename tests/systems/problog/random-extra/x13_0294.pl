:- use_module(library(lists)).
0.3::e0(1,2).
0.3::e0(2,2).
0.3::e2(2).
e3(2).
e3(1).
p00 :- p01(Y), p00, e2(Y), findall(V, e1(2,V), L), L = [].
0.25::p00 :- p01(Z), W is Z + 1, W < 5.
p01(Y) :- p00, between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
\+p01(3) :- e2(3).
p10 :- p01(2), p00, e0(3,Y), findall(V, e1(Y,V), L), L \= [].
0.4::\+p10 :- e3(2).
p11 :- p11, p11, p10, call(e2, 2), T =.. [g, 2], T \== g(0).
query(e3(Y)).
query(p10) :- between(1,2,X).
query(\+ p10).
