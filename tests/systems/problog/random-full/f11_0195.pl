:- use_module(library(lists)).
0.1::e1(1,1).
0.2::e1(1,3).
0.2::e1(2,2); 0.3::e1(3,3); 0.2::e1(1,1).
e2(3).
0.1::e2(2); 0.1::e2(1).
p00(X) :- e0(X,2), e1(2,1).
0.2::p00(Y) :- e0(Z,Y), e2(Y), e0(Y,Z), not e1(Y,Y).
p00(2) :- e1(Y,X), p00(Y), X >= 1, X @< a.
0.75::p10(Y) :- p10(Y), e2(Y), \+ e0(Y,2), W is Y + 3, W < 5.
P::p10(X) :- (p00(X), e1(X,3), not e2(X), X >= 2), P is X / 4.
p20(Y,Y) <- e0(Y,X), findall(V, p10(V), L), sum_list(L, T), T > 2, \+ p10(1).
p21 :- p20(Y,Z), p00(Y), p10(2).
0.4::p21 :- p21, p00(Y), Y \= Y.
p21 :- e0(Y,X), call(e0, 1, 2), Y =:= 3.
p30(3) :- p20(3,1), p30(Y).
p30(2) :- (p30(Y), Y @=< 3) ; (e2(1), findall(V, e2(V), L), length(L, N), N >= 1).
query(p21).
query(e2(X)) :- between(1,2,X).
query(\+ p21).
