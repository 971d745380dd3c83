:- use_module(library(lists)).
0.2::e0(2,1).
0.9::e0(3,1).
0.1::e0(1,2).
0.8::e0(2,3).
0.1::e0(1,1); 0.2::e0(3,3); 0.1::e0(2,2).
0.8::e1(1,2).
0.25::e1(3,2).
0.7::e1(3,1).
p00(Y) :- e1(Y,1), e0(Y,Z), compare(O, Y, 3), Z =\= 3.
0.7::p00(Y) :- (e0(Y,Z), p01(Y,Z), p00(Y)) ; (p00(Y), findall(V, e0(1,V), L), L = []).
p01(X,X) <- p01(X,Z), p00(2), e1(X,Z), compare(O, X, 2).
p10(X) <- p00(2), p11(Z), e1(Z,Z), between(1,3,X), not e1(Z,X), X @>= 2.
p10(1) <- p11(Y).
p11(Y) :- (e0(X,Y), e0(3,Z)) ; (p00(Y), p10(Y), e1(Y,Y)).
p11(Y) :- p11(Y), e1(Y,3), e0(X,Y), Y =\= 3, findall(V, p00(V), L), sum_list(L, T), T > 2.
p11(X) :- p00(Y), between(1,3,X), X =\= 1, Y == 2.
0.3::p20(3,X) :- (p10(Y), p00(Y), between(1,3,X)) ; (p00(X), p11(3), p01(X,X), X \= 3).
p20(Y,X) :- e0(3,Z), p11(X), between(1,3,Y), W is X + 2, W < 5.
p20(3,3) :- p20(3,3), p20(2,X), findall(V, e1(X,V), L), L \= [], call(p11, X).
p21 :- p01(3,2), p11(Y), findall(V, e1(1,V), L), L = [], Y < 2.
p21 :- (p01(Z,1)) ; (Z \== 2, e1(1,Z), p01(2,Z)).
p21 :- p11(1).
query(p10(Y)).
query(p20(1,2)).
