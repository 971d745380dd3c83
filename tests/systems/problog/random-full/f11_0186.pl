:- use_module(library(lists)).
e0(3).
0.1::e0(2).
0.2::e0(3); 0.2::e0(1).
0.4::e1(3).
0.2::e1(3); 0.3::e1(1).
0.2::p00 <- e0(X), p01.
0.7::p01 :- (p01, p00, T =.. [g, 3], T \== g(0), not e1(2)) ; (e1(Y), p01, e0(Y)).
p01 :- p00, \+ e1(3).
p01 :- e0(3), call(e1, 2), not e1(2).
p10 <- e0(X), p01, p01, X >= 1.
p10 :- p00, e1(Y).
p10 :- p01, p00.
p11(X) <- p00, p11(X), p11(Z), not e1(3), findall(V, e1(V), L), L = [].
0.4::p11(X) :- p01, p11(X), p10.
P::p20(Y) :- (p10, p00, e0(X), between(1,3,Y), \+ e0(Y)), P is Y / 4.
p20(Y) :- p01, p20(X), between(1,3,Y), not p11(X), \+ e0(2).
0.3::p30(X,Y) :- p01, p10, between(1,3,X), between(1,3,Y), call(e1, 2), findall(V, p11(V), L), L = [].
p31(3) :- p00, p11(Y), p31(Y), call(p20, 3).
p31(3) :- p31(Z), W is Z + 2, W < 5, \+ e0(3).
p31(Y) :- (e1(Z), e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), Y == 1) ; (p01, p20(Y), p01, findall(V, e0(V), L), sum_list(L, T), T > 2, \+ p20(Y)).
query(e0(3)).
query(e1(X)).
query(p11(2)).
