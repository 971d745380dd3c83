:- use_module(library(lists)).
0.8::e0(3,2).
0.2::e0(1,3).
0.7::e1(2).
0.9::e1(1).
0.1::e1(2); 0.1::e1(1).
0.2::e2(2).
0.5::e2(3).
p00(X) :- p01(Y), e2(3), e0(1,Y), between(1,3,X), findall(V, e2(V), L), L \= [], findall(V, e0(3,V), L), sum_list(L, T), T > 2.
p00(Y) <- p00(2), between(1,3,Y), Y < 3.
0.3::p01(1) :- (e0(Y,Z), p01(Y), Y =\= 1, Z =:= 1) ; (e1(Z), findall(V, e0(Z,V), L), L \= [], W is Z + 1, W < 5).
0.1::p01(Y) :- (e2(Y), p01(2)) ; (p00(X), e0(3,1), between(1,3,Y), W is X + 1, W < 5, W is X + 1, W < 5).
p01(Y) :- e2(X), e1(2), e1(Z), between(1,3,Y), Y \= Z, X @>= 2.
p10(Y) :- p01(X), p00(X), p01(X), between(1,3,Y).
p10(X) :- Y \== 2, e2(Y), p10(Y), between(1,3,X).
p20 :- e0(Z,Z).
p20 :- e2(2), e0(Y,Y).
p21 :- e1(3), e2(1), p01(Y).
p21 :- p01(Y), p20, W is Y + 3, W < 5, compare(O, Y, 1).
p21 :- p01(Z), p00(Z), p00(Y), Y == Z, \+ p00(2).
0.1::p30(Y) :- Y == 2, e2(Y).
p30(Y) :- e1(Y), e0(2,Y), findall(V, p01(V), L), sum_list(L, T), T > 2.
p30(3) :- p30(3), call(p00, 1).
p31 :- p30(X), p10(X), e1(X), X @>= 1, compare(O, X, 3).
p31 :- p00(X).
p31 :- p30(Z), Z == 1.
query(p00(2)).
query(p10(3)).
query(\+ e2(3)).
