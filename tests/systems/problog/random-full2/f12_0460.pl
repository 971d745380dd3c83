:- use_module(library(lists)).
e0.
e1.
0.75::e2(1).
0.1::e2(3); 0.1::e2(1); 0.2::e2(2).
0.3::p00 :- (e0, e1) ; (p00, T =.. [g, 3], T \== g(0)).
0.75::p00 :- (e1, findall(V, e2(V), L), L = []) ; (e2(Z), e1, p00, Z =:= 3).
0.3::p00 :- (e2(Z), e2(Z), compare(O, Z, 1)) ; (p00, p00, e0, \+ e2(1)).
p10 :- p10, p00, \+ e1, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
0.4::p10 :- (e1, p10, call(e2, 2), findall(V, e2(V), L), sum_list(L, T), T > 2) ; (p10, \+ p00, call(e2, 2)).
p10 :- p10, e0, p00, \+ e2(2).
p11(2,Y) :- p00, e0, e0, between(1,3,Y), Y @=< a.
0.7::p11(X,1) :- p11(X,3), X >= 2, findall(V, e2(V), L), length(L, N), N >= 1.
p20(Y,Y) <- (p00, p00, p11(X,X), between(1,3,Y)) ; (p10, between(1,3,Y), \+ p10).
P::p20(Y,X) :- ((p00, p20(1,1), between(1,3,X), between(1,3,Y), Y = Y, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (e2(Y), p10, e0, between(1,3,X), W is X + 3, W < 5)), P is Y / 4.
query(p10).
query(e0).
query(e1).
query(\+ e1).
