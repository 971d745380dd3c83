:- use_module(library(lists)).
0.2::e0(3,2).
0.5::e0(2,2).
0.7::e0(1,2).
0.25::e0(2,3).
0.1::e0(3,3); 0.3::e0(1,1).
e1(1,2).
0.6::e1(3,2).
0.9::e1(2,1).
0.2::e1(2,2); 0.1::e1(1,1); 0.3::e1(3,3).
p00(Y) :- e0(Z,3), between(1,3,Y).
p00(X) :- e1(X,1), e1(X,X), p00(2), X @>= f(1), W is X + 1, W < 5.
P::p10(Y) :- (e0(Y,X), compare(O, X, 3), call(e1, 1, X)), P is Y / 4.
0.4::p10(X) :- e0(Z,Z), between(1,3,X), not e0(1,Z).
p10(3) :- e1(2,Z), \+ e0(Z,1).
p11(X) :- e1(2,X), p00(X), not p00(1).
p20(X,X) :- (e0(3,X), p20(1,X), W is X + 3, W < 5) ; (p10(Z), p00(Z), e1(Z,1), between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, Z < 2).
p20(X,X) :- X \== 3, p11(X), p10(X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
0.8::p20(Y,Y) :- (e1(Z,Y), p10(Y), \+ e1(Y,Y)) ; (p11(3), p11(X), between(1,3,Y), findall(V, e1(1,V), L), L = [], W is Y + 3, W < 5).
query(p20(3,2)).
query(p20(3,3)).
query(\+ e1(2,2)).
