:- use_module(library(lists)).
0.1::e0.
0.6::e1(3).
0.1::e1(3); 0.1::e1(1).
e2(2).
0.4::e3.
0.6::p00(3) :- e1(Z), findall(V, e2(V), L), L \= [], Z == Z.
p00(1) :- e1(Y), Y == 3, W is Y + 3, W < 5.
p00(Y) <- Y == 1, e1(3), e1(Z), between(1,3,Y), \+ e1(Z).
p01 :- p01, T =.. [g, 2], T \== g(0).
p10 :- (p01, e0, p01, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, 3], T \== g(0)) ; (p10, p10, findall(V, p00(V), L), sum_list(L, T), T > 2, not e2(2)).
0.1::p10 :- e1(X), p10, e3.
p10 :- e3, p00(Z), p10, Z < 3.
P::p11(X,X) :- ((p00(X), e0, \+ e2(3), \+ e3) ; (p01, between(1,3,X))), P is X / 4.
p20 :- (p01, p11(3,2)) ; (e0, e0, T =.. [g, 2], T \== g(0), call(e2, 1)).
0.9::p20 :- p00(Z), p01, e0, \+ p10.
query(p11(2,2)).
