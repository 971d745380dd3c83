:- use_module(library(lists)).
e0(3).
0.2::e0(1); 0.1::e0(2); 0.2::e0(3).
0.5::e1(3).
e1(1).
0.1::e1(2); 0.3::e1(1).
0.6::e2(3).
0.3::e2(2); 0.3::e2(3); 0.3::e2(1).
p00 :- e2(2), e0(Z), e0(Z), W is Z + 3, W < 5.
p10 :- p00, e1(1).
p10 :- Z \== 3, e2(Y), e1(Z), e2(Z), call(e2, Z).
p20(Y,X) <- p10, between(1,3,X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2.
p20(Y,3) <- p00, between(1,3,Y), subquery(e1(2), Q), Q < 0.33, compare(O, Y, 2).
P::p30(Y) :- (p00, e2(1), e0(1), between(1,3,Y)), P is Y / 4.
p31 :- (p00) ; (e0(Y), p20(Y,Y), e1(Y)).
query(e1(Y)).
query(e0(3)).
query(e1(1)).
query(\+ e0(2)).
evidence(p00, false).
