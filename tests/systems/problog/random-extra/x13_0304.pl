:- use_module(library(lists)).
e0(2).
0.5::e1(2,3).
0.3::e1(3,3); 0.2::e1(1,1).
0.3::p00(1,X) :- p01(1,Z), between(1,3,X).
p00(Y,X) :- Y \== 1, p00(X,X), p00(1,X), e0(X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p01(X,X) :- e0(Y), e0(Y), between(1,3,X).
\+p01(1,Y) :- e0(Y).
p10(2) <- e0(Z), Z \== 3, not p01(Z,2).
p10(X) :- p00(Z,X), subquery(p01(2,1), Q), Q < 0.33, Z < 2.
\+p10(1) :- e1(1,1).
p11(Y,Y) :- p00(Z,2), e0(Z), between(1,3,Y).
p11(X,X) :- (e1(X,X), p11(1,Y), subquery(p01(3,3), Q), Q < 0.33) ; (p00(X,Y), not p00(X,Y)).
p11(2,Y) :- (e1(Z,X), e1(X,X), p11(3,X), between(1,3,Y)) ; (p00(X,Z), e1(Z,Z), p01(X,3), between(1,3,Y)).
0.2::\+p11(Y,X) :- e0(X), between(1, 3, Y).
p20(X,Y) :- (p11(Z,Y), between(1,3,X)) ; (p00(X,3), p01(Z,X), p01(3,Z), between(1,3,Y), compare(O, X, 1)).
p20(X,X) <- p21(Y), p21(Y), between(1,3,X).
p21(X) :- Y \== 1, p11(Y,Z), between(1,3,X).
0.6::p21(X) :- (p21(3), between(1,3,X)) ; (e0(Y), between(1,3,X), findall(V, p00(Y,V), L), L = [], \+ p01(3,2)).
0.75::\+p21(Y) :- e1(Y,1).
p30(Y) :- (p20(2,Z), between(1,3,Y), call(e1, 1, 1), subquery(p20(2,2), Q), Q < 0.33) ; (p21(1), e1(X,Y), findall(V, p01(Y,V), L), L = []).
0.1::p30(Y) :- e1(1,Y), p21(Z), p31(Z,Z).
p30(X) :- e0(Z), p11(Y,Z), between(1,3,X), W is Y + 2, W < 5.
p31(X,X) :- p30(Z), between(1,3,X).
P::p31(Y,Y) :- (p21(Y), p30(Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
0.5::p31(3,Y) :- (p30(2), between(1,3,Y), Y = Y) ; (p01(Y,1), p21(X), call(p21, 1)).
0.4::\+p31(Y,3) :- e0(Y).
query(p10(X)).
query(e1(2,3)).
query(p01(3,X)).
