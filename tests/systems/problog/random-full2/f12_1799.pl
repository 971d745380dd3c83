:- use_module(library(lists)).
0.2::e0(1,2).
0.1::e0(1,1); 0.1::e0(3,3).
0.8::e2.
0.25::e3(3,1).
0.8::e3(2,2).
0.3::e3(2,3).
p00(3,Y) :- e3(2,Z), p00(Z,Z), e2, between(1,3,Y), compare(O, Z, 3).
P::p00(X,Y) <- (e3(Z,3), e0(Z,Z), between(1,3,X), between(1,3,Y), X \== 2), P is X / 4.
P::p10(X) :- ((e3(Y,1), p00(X,Z), e3(Z,2)) ; (p11, p11, between(1,3,X))), P is X / 4.
p11 :- p10(Z), e1(1,3), e2.
p11 :- (e2, p10(Z), p11, findall(V, e1(Z,V), L), sum_list(L, T), T > 2, W is Z + 2, W < 5) ; (e0(2,3), p00(2,Z), e2).
p11 :- X \== 3, e0(X,Y), p00(3,Z).
p20 :- e2, e1(1,2), findall(V, p00(3,V), L), sum_list(L, T), T > 2.
0.4::p21(X) :- (e3(Y,X), e0(3,Y), p11, call(e3, Y, Y)) ; (e2, p21(Y), p11, between(1,3,X), compare(O, Y, 1), not e0(Y,X)).
0.25::p21(X) :- (e1(Y,Y), between(1,3,X), call(p00, 3, Y), \+ e2) ; (p10(Z), p10(Z), between(1,3,X), Z =:= 2).
query(p10(3)).
query(p20) :- between(1,2,X).
query(\+ e3(2,2)).
