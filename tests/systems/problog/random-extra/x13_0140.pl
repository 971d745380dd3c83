:- use_module(library(lists)).
0.1::e0(2).
0.1::e0(3); 0.3::e0(1).
0.75::e1.
e2(1,1).
e2(2,1).
0.2::e2(3,3); 0.2::e2(1,1).
0.4::p00(Y) :- e2(Y,X), e0(X), compare(O, Y, 1), Y @< 2.
0.5::p00(Y) :- p00(Y), p00(Y), Y >= 3.
P::p00(Y) :- (e0(2), between(1,3,Y)), P is Y / 4.
\+p00(3) :- e2(1,1).
p10(Y) :- e1, e1, e2(3,3), between(1,3,Y).
p10(X) :- e2(Z,Y), p10(Y), between(1,3,X), X == Y.
0.6::p20(Y) :- (p00(Z), p10(Z), p20(Z), between(1,3,Y), findall(V, e0(V), L), L = []) ; (Y == 3, e0(X), p00(X), p21(1), between(1,3,Y)).
p20(3) :- p00(X), X @< a.
P::p20(Y) :- (e0(1), e1, between(1,3,Y)), P is Y / 4.
P::p21(Y) :- (p00(Z), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2), P is Y / 4.
p21(3) :- p00(Y), call(e0, Y), Y >= 1.
p21(X) <- Y == 2, e0(X), p20(1), p20(Y), Y @=< f(1).
query(p20(3)).
query(p21(X)) :- between(1,2,X).
