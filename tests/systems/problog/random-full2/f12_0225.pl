:- use_module(library(lists)).
0.3::e0(1).
e1(2).
e1(1).
0.3::e1(1); 0.2::e1(3); 0.3::e1(2).
0.8::e2(1).
0.3::e2(2); 0.2::e2(3).
p00 :- p00, e2(2), findall(V, e2(V), L), sum_list(L, T), T > 2, not e2(3).
P::p10(Y) :- (e0(Y), not e0(Y)), P is Y / 4.
p10(Y) :- e1(Y), Y @< 2.
p11(Y) :- p11(Y).
p20 :- p21, p21, T =.. [g, 1], T \== g(0).
0.7::p21 <- (p20, p10(X), not e1(X), \+ p11(2)) ; (e1(2), e1(X), call(e2, X)).
p30(Y) :- p20, p00, between(1,3,Y), T =.. [g, Y], T \== g(0), \+ p11(Y).
P::p30(Y) :- (p10(Z), between(1,3,Y)), P is Y / 4.
p31(3,Y) :- (p10(1), e0(Y)) ; (p00, p31(Y,1)).
query(p00).
query(p20).
query(p21).
query(\+ p31(1,3)).
