:- use_module(library(lists)).
0.2::e0(2).
0.25::e1(3).
0.6::e1(1).
0.2::e1(2); 0.1::e1(1); 0.1::e1(3).
p00 :- e1(Y), e1(Z).
p00 :- Y == 3, e0(Y), p00, p00.
0.4::p00 :- e1(2), p00, T =.. [g, 3], T \== g(0), T =.. [g, 1], T \== g(0).
0.8::p10(Y) <- p00, p10(Y), p10(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Y @< a.
p10(Y) <- e0(2), between(1,3,Y).
p10(Y) :- p00, p00, e1(Y), \+ e1(2).
query(p10(1)).
query(p00).
query(p10(1)).
