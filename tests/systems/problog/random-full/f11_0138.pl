:- use_module(library(lists)).
0.8::e0(1,3).
e0(1,1).
0.2::e0(3,3); 0.2::e0(1,1).
e1(1,3).
0.1::e1(2,2); 0.2::e1(3,3).
p00(X) :- p01, e0(Y,X), p00(1), X >= 3, \+ e0(1,Y).
p01 :- p00(1), e0(X,Y), \+ e1(X,X), not e1(X,Y).
p01 :- (p00(Z), p01, W is Z + 3, W < 5, Z =:= 2) ; (e0(Y,X), p01, call(e0, 3, X), Y @=< f(1)).
p01 :- p01, e1(Y,X).
p10(X) :- p00(3), e0(3,3), between(1,3,X).
p11(1) :- (p00(2), p00(Y), call(e0, Y, Y), Y @=< 3) ; (Y \== 3, p11(1), p00(Y)).
p11(Y) :- p10(Y), p00(Y).
P::p20(X,Y) :- (e1(Z,Y), p20(2,X)), P is Y / 4.
p20(X,X) <- (p10(Y), p11(Z), p21, between(1,3,X)) ; (p00(Y), between(1,3,X), compare(O, Y, 3), W is Y + 1, W < 5).
p21 :- p01, call(e1, 1, 1).
p21 :- (e0(Z,1), Z @=< f(1), W is Z + 2, W < 5) ; (Y \== 1, p21, e1(Y,Z), p00(Y), Y < 3).
0.8::p21 :- e0(Y,X), p20(3,Y), \+ e1(Y,2), call(p00, X).
p30(3) :- (e0(Z,X), p10(Z), p01, findall(V, p00(V), L), length(L, N), N >= 2, X @>= 2) ; (p20(Y,2), p10(Y), p31(Y), findall(V, p10(V), L), sum_list(L, T), T > 2).
0.25::p30(Y) :- e0(Z,1), p00(Z), between(1,3,Y).
p31(X) :- X == 3, p01, between(1,3,X).
query(p31(2)).
query(p30(3)).
