:- use_module(library(lists)).
e0.
e1(3).
0.2::e1(3); 0.1::e1(2); 0.2::e1(1).
0.75::e2(2,1).
0.2::e2(3,2).
p00(X) :- e2(2,Z), e1(Z), p01, between(1,3,X), Z < 1, T =.. [g, X], T \== g(0).
p00(Y) :- p00(3), e0, e1(Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, W is Y + 2, W < 5.
p01 :- e0, e0, p00(Y).
p01 :- (e2(3,3), e1(1), e2(3,3), call(e2, 1, 1)) ; (p00(2), p00(3), e0).
p01 :- p01.
0.3::p10(2) :- p00(Y), p01, Y @=< a.
p10(Y) :- p01, between(1,3,Y), call(e2, 3, Y), Y @>= 1.
0.9::p20(X,X) :- p20(1,Z), p20(Y,3), between(1,3,X), Z =:= 3, X == 2.
query(e2(Y,Y)).
