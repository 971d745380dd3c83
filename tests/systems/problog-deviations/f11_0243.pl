:- use_module(library(lists)).
0.1::e0(3).
0.9::e1(1,2).
0.3::e1(3,3); 0.2::e1(1,1); 0.2::e1(2,2).
0.3::e2(3).
0.3::e2(2); 0.3::e2(3).
0.1::e3.
p00(1) :- (e3, \+ e3) ; (p01(X), p00(X), X \= X).
p01(X) <- p00(Y), between(1,3,X), Y =:= 3, call(e2, X).
P::p01(Y) :- (e2(3), e2(X), between(1,3,Y), \+ e2(Y)), P is Y / 4.
0.75::p10 :- p10, e1(Y,Y), Y >= 1, T =.. [g, Y], T \== g(0).
0.6::p10 :- e3, findall(V, p00(V), L), sum_list(L, T), T > 2.
p11(Y) :- p00(Z), p01(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), call(p00, Y).
p20(X) :- p20(X), T =.. [g, X], T \== g(0).
P::p21(X) :- ((e0(Y), p00(Y), p01(Z), between(1,3,X)) ; (p21(Y), e3, between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, call(p11, 3))), P is X / 4.
p21(X) <- p10, p21(2), p20(3), between(1,3,X).
0.2::p21(3) :- (p01(Z), e1(Y,2), e0(2), T =.. [g, Z], T \== g(0)) ; (p10).
query(p21(Y)).
query(e1(2,Y)).
query(\+ p01(2)).
evidence(e0(1), false).
