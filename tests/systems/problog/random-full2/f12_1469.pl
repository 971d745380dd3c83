:- use_module(library(lists)).
0.4::e0(1).
0.9::e0(3).
0.8::e1(1).
e1(2).
e1(3).
0.3::e1(3); 0.1::e1(2); 0.2::e1(1).
p00(Y) :- e1(Y), e1(1), p00(Y), T =.. [g, Y], T \== g(0).
P::p00(X) :- ((e1(2), p00(2), e0(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2, X \== 1) ; (e1(1), e0(X), p00(Y), Y =:= 2, X @>= f(1))), P is X / 4.
p10(2) :- e0(1).
query(p00(Y)).
query(e1(2)).
query(\+ p10(1)).
