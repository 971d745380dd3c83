:- use_module(library(lists)).
e0(1,3).
e0(2,1).
e0(2,2).
e0(1,1).
0.3::e0(3,3); 0.3::e0(1,1); 0.2::e0(2,2).
0.6::e1(1,1).
0.1::e1(3,3); 0.2::e1(2,2); 0.3::e1(1,1).
P::p00(Y) :- (p01(Y), e0(X,Z), e0(1,3), \+ e0(Y,Y), not e0(X,Z)), P is Y / 4.
P::p01(X) :- (e0(Y,Z), e0(Y,3), between(1,3,X), \+ e0(2,X)), P is X / 4.
p01(X) :- e0(2,Z), between(1,3,X), \+ e0(X,Z).
0.9::\+p01(X) :- e1(X,2).
p10(3) :- p10(Z), \+ e1(1,3).
p10(1) <- X \== 3, e1(3,2), p01(X), p00(3), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
0.7::p10(X) :- p01(X), p00(X), p00(1).
p20(X) :- e0(Y,Z), e1(X,Y), p20(3), compare(O, Z, 1), T =.. [g, Z], T \== g(0).
query(p00(1)).
evidence(e0(1,1), false).
