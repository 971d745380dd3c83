:- use_module(library(lists)).
0.2::e0(2,2); 0.1::e0(1,1); 0.1::e0(3,3).
0.2::e1(3); 0.1::e1(2); 0.3::e1(1).
0.7::e2(3).
0.25::e3.
0.8::p00(X) :- p00(Y), between(1,3,X), findall(V, e1(V), L), L = [], not e2(Y).
P::p00(Y) :- ((e2(Y), p00(Y), Y =\= 1) ; (p01(Y), p01(3), e3, not e0(Y,2))), P is Y / 4.
p01(Y) :- p01(X), e0(X,X), e0(2,X), between(1,3,Y), X \== X.
p01(Y) :- e0(Y,1), p01(2), e2(Y), findall(V, e1(V), L), L = [].
p01(X) :- e0(X,Z), e1(X).
P::p10(Y) :- (e3, between(1,3,Y), findall(V, p00(V), L), L = []), P is Y / 4.
p10(Y) :- (e1(3), between(1,3,Y)) ; (e1(3), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2).
0.2::p10(X) :- e3, between(1,3,X).
p20(Y) :- p20(X), between(1,3,Y), X @< 3.
p20(Y) :- e0(Y,3).
P::p20(X) :- ((p21(Y,Y), between(1,3,X)) ; (e2(Y), e0(Y,X), \+ p01(Y))), P is X / 4.
0.6::p21(X,X) :- p20(Z), p00(3), p21(1,Z), between(1,3,X), \+ p01(1), X < 1.
p21(2,Y) :- e2(1), p10(Y), p00(Z), not e0(Y,1), call(e0, Y, Y).
p21(Y,X) :- Z \== 2, e1(3), p01(Y), p21(Z,Y), between(1,3,X), compare(O, X, 2).
query(p20(1)).
query(p20(X)) :- between(1,2,X).
